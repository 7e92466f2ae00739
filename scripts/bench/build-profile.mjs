#!/usr/bin/env node
/**
 * Where a clean production build of this site spends its time and memory.
 *
 *   npm run bench:profile                          # the real specs
 *   npm run bench:profile -- --scale 4             # a 4x copy of the specs (temporary, removed after)
 *   npm run bench:profile -- --spec-dir DIR        # specs from another folder (openapi/ layout)
 *   npm run bench:profile -- --runs 3 --json bench-results/profile-x4.json
 *
 * Each run regenerates nothing but removes build/, .docusaurus/ and node_modules/.cache first, then
 * runs `docusaurus build` under GNU time with Docusaurus' perf logger on
 * (`DOCUSAURUS_PERF_LOGGER=true`) and scripts/bench/profile-plugin.mjs recording the bundler's
 * phases and the main process' heap, while the resident memory of the build's process tree is read
 * from /proc every 200 ms. It prints per run the wall time, CPU time and peak memory (with the
 * machine's load average and how many other builds were running, since on a shared machine those
 * make timings noisy), the medians, and for the median run a table of phases: start, duration,
 * peak RSS of the tree inside the phase, and the main thread's peak V8 heap and RSS outside it.
 *
 * API pages are generated once before the runs (timed separately). After a run on other specs the
 * real ones are generated again, so docs/api/ matches openapi/ (skip with --no-restore). Extra
 * environment variables pass through to the build (e.g. DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {countOperations, formatTable, median, parseArgs, PHASE_HEADER, profiledBuild, SUMMARY_HEADER, summaryRows} from './measure.mjs';
import {makeTempDir, writeScaledSpec} from './scale-spec.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = parseArgs(process.argv.slice(2), ['no-restore', 'echo']);
const runs = Number(args.runs ?? 1);

if (!fs.existsSync('/usr/bin/time')) {
  console.error('build-profile: /usr/bin/time is missing (Debian package "time")');
  process.exit(1);
}

function generate(env) {
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['scripts/openapi/generate.mjs'], {cwd: root, encoding: 'utf8', env: {...process.env, ...env}});
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    throw new Error('build-profile: gen-api-docs failed');
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

let scaledDir = null;
let specDir = args['spec-dir'] ? path.resolve(args['spec-dir']) : null;
const restore = () => {
  if (specDir && !args['no-restore']) generate({});
  if (scaledDir) fs.rmSync(scaledDir, {recursive: true, force: true});
};

try {
  if (args.scale) {
    scaledDir = makeTempDir(`openapi-x${args.scale}-`);
    writeScaledSpec({sourceDir: path.join(root, 'openapi'), outDir: scaledDir, factor: Number(args.scale)});
    specDir = scaledDir;
  }
  const specEnv = specDir ? {OPENAPI_SOURCE_DIR: path.relative(root, specDir), DOCS_BENCH_PARTIAL_SPEC: 'true'} : {};
  const genSeconds = generate(specEnv);
  const ops = ['2.0', '1.0'].map((v) => countOperations(path.join(root, 'static', 'openapi', `salesloft-api-v${v}.yaml`)));

  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await profiledBuild({siteDir: root, env: specEnv, echo: Boolean(args.echo)});
    results.push(result);
    console.log(`run ${i + 1}/${runs}: ${result.wallSeconds.toFixed(1)} s wall, ${result.maxRssMiB.toFixed(0)} MiB peak RSS`);
  }
  const wallMedian = median(results.map((r) => r.wallSeconds));
  const typical = results.reduce((best, r) => (Math.abs(r.wallSeconds - wallMedian) < Math.abs(best.wallSeconds - wallMedian) ? r : best));

  console.log(`\nOur site, clean production build: ${ops[0]} + ${ops[1]} operations (v2.0 + v1.0)${args.scale ? `, spec scaled ${args.scale}x` : ''}`);
  console.log(`${typical.build.pages} HTML pages, build/ ${(typical.build.bytes / 1024 / 1024).toFixed(1)} MiB, gen-api-docs ${genSeconds.toFixed(1)} s, ${typical.ssgThreads} SSG thread(s), node ${process.version}\n`);
  console.log(formatTable(SUMMARY_HEADER, summaryRows(results)));
  console.log(`\nPhases of the median run (phases under 0.3 s left out; nested phases overlap their parents)\n`);
  console.log(formatTable(PHASE_HEADER, typical.phaseRows));
  const search = typical.lines.map((l) => l.text).find((t) => t.startsWith('[search-records]'));
  if (search) console.log(`\n${search}`);

  if (args.json) {
    fs.mkdirSync(path.dirname(path.resolve(args.json)), {recursive: true});
    const slim = results.map(({lines: _lines, ...rest}) => rest);
    fs.writeFileSync(args.json, JSON.stringify({operations: ops, scale: args.scale ?? 1, genSeconds, node: process.version, results: slim}, null, 2));
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  restore();
}
