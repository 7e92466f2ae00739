#!/usr/bin/env node
/**
 * Build benchmark: a clean production build (caches and output removed first), measured with
 * GNU time (`/usr/bin/time -v`): wall time, peak resident memory of the build process tree's
 * largest process, plus page and byte counts of the output. Prints one table; not a test.
 *
 *   npm run bench:build                       # one clean build of the real specs
 *   npm run bench:build -- --runs 3
 *   npm run bench:build -- --json           # one JSON line (used by `npm run bench`)
 *   npm run bench:build -- --spec-dir <dir>   # specs from another folder (same layout as openapi/),
 *                                             # e.g. a starter or a scaled spec; broken links warn
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > -1 ? Number(process.argv[runsArg + 1]) : 1;
const specArg = process.argv.indexOf('--spec-dir');
const specEnv =
  specArg > -1
    ? {OPENAPI_SOURCE_DIR: path.relative(root, path.resolve(process.argv[specArg + 1])), DOCS_BENCH_PARTIAL_SPEC: 'true'}
    : {};

if (!fs.existsSync('/usr/bin/time')) {
  console.error('bench-build: /usr/bin/time is missing (Debian package "time")');
  process.exit(1);
}

function dirStats(dir) {
  let bytes = 0;
  let pages = 0;
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    bytes += fs.statSync(file).size;
    if (entry.name === 'index.html') pages += 1;
  }
  return {bytes, pages};
}

const spawnOk = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, {cwd: root, encoding: 'utf8', env: {...process.env, ...env}});
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    process.exit(r.status ?? 1);
  }
  return r;
};

// Generation is part of every build; it is measured separately.
const genStart = process.hrtime.bigint();
spawnOk(process.execPath, ['scripts/openapi/generate.mjs'], specEnv);
const genSeconds = Number(process.hrtime.bigint() - genStart) / 1e9;

const results = [];
for (let i = 0; i < runs; i += 1) {
  fs.rmSync(path.join(root, 'build'), {recursive: true, force: true});
  fs.rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
  fs.rmSync(path.join(root, 'node_modules', '.cache'), {recursive: true, force: true});
  const r = spawnOk('/usr/bin/time', ['-v', process.execPath, 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], specEnv);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):(\d+(?:\.\d+)?)/.exec(r.stderr);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr);
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  results.push({seconds, peakMiB: Number(rss[1]) / 1024});
}

const ops = (version) => {
  const file = path.join(root, 'static', 'openapi', `salesloft-api-v${version}.yaml`);
  return (fs.readFileSync(file, 'utf8').match(/^\s+operationId: /gm) ?? []).length;
};
const {bytes, pages} = dirStats(path.join(root, 'build'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [
  ['operations (v2.0 / v1.0)', `${ops('2.0')} / ${ops('1.0')}`],
  ['HTML pages in build/', String(pages)],
  ['build/ size', `${(bytes / 1024 / 1024).toFixed(1)} MiB`],
  ['gen-api-docs wall time', `${genSeconds.toFixed(1)} s`],
  [`docusaurus build wall time (median of ${runs})`, `${median(results.map((r) => r.seconds)).toFixed(1)} s`],
  [`peak RSS (max of ${runs})`, `${Math.max(...results.map((r) => r.peakMiB)).toFixed(0)} MiB`],
  ['node', process.version],
];
if (process.argv.includes('--json')) {
  // For `npm run bench` (scripts/bench/index.mjs).
  console.log(
    JSON.stringify({
      operations: {v2: ops('2.0'), v1: ops('1.0')},
      pages,
      bytes,
      genSeconds,
      seconds: median(results.map((r) => r.seconds)),
      peakMiB: Math.max(...results.map((r) => r.peakMiB)),
    }),
  );
} else {
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nClean production build (measured with /usr/bin/time -v)\n');
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
}
