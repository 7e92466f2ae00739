#!/usr/bin/env node
/**
 * Clean production builds of this site (build/, .docusaurus/ and node_modules/.cache removed first)
 * under GNU time (`/usr/bin/time -v`). API pages are generated once before the runs (timed apart).
 *
 * `npm run bench -- build`: wall time and peak resident memory of a plain build, nothing sampling
 * beside it, plus the operations, pages and bytes of the output.
 *
 *   npm run bench -- build                        # one clean build of the real specs
 *   npm run bench -- build --runs 3               # median wall time, max peak memory
 *   npm run bench -- build --json                 # one JSON line (used by `npm run bench`)
 *   npm run bench -- build --spec-dir <dir>       # specs from another folder (openapi/ layout),
 *                                                 # e.g. a starter or a scaled spec; broken links warn
 *
 * `npm run bench -- profile` (`--profile`): where the build spends its time and memory. Docusaurus'
 * perf logger (`DOCUSAURUS_PERF_LOGGER=true`) and scripts/bench/profile-plugin.mjs record the
 * bundler's phases and the main process' heap while the resident memory of the build's process tree
 * is read from /proc every 200 ms. Prints per run the wall time, CPU time and peak memory (with the
 * load average and how many other builds ran, which make timings noisy on a shared machine), the
 * medians, and for the median run the phases: start, duration, CPU, peak RSS of the tree inside the
 * phase, and the main thread's peak V8 heap and RSS outside it.
 *
 *   npm run bench -- profile --scale 4            # a 4x copy of the specs (temporary, removed after)
 *   npm run bench -- profile --runs 3 --json bench-results/profile-x4.json [--echo]
 *
 * Both take --runs, --spec-dir and --scale. After a run on other specs the real ones are generated
 * again, so docs/api/ matches openapi/ (skip with --no-restore). Extra environment variables pass
 * through to the build (e.g. DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1).
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildRuns, countOperations, reportProfile} from './measure.mjs';
import {makeTempDir, writeScaledSpec} from './scale-spec.mjs';
import {median, parseArgs, printPairs, root, runNode} from './lib.mjs';

const profile = process.argv.includes('--profile');
const args = parseArgs(process.argv.slice(2), ['profile', 'no-restore', 'echo', ...(profile ? [] : ['json'])]);
const runs = Number(args.runs ?? 1);

if (!fs.existsSync('/usr/bin/time')) {
  console.error('bench build: /usr/bin/time is missing (Debian package "time")');
  process.exit(1);
}

function generate(env) {
  const started = performance.now();
  runNode(['scripts/openapi/generate.mjs'], {env});
  return (performance.now() - started) / 1000;
}

let scaledDir = null;
let specDir = args['spec-dir'] ? path.resolve(args['spec-dir']) : null;
try {
  if (args.scale) {
    scaledDir = makeTempDir(`openapi-x${args.scale}-`);
    writeScaledSpec({sourceDir: path.join(root, 'openapi'), outDir: scaledDir, factor: Number(args.scale)});
    specDir = scaledDir;
  }
  const specEnv = specDir ? {OPENAPI_SOURCE_DIR: path.relative(root, specDir), DOCS_BENCH_PARTIAL_SPEC: 'true'} : {};
  const genSeconds = generate(specEnv);
  const [v2, v1] = ['2.0', '1.0'].map((v) => countOperations(path.join(root, 'static', 'openapi', `salesloft-api-v${v}.yaml`)));
  const {results, typical} = await buildRuns({runs, siteDir: root, env: specEnv, echo: Boolean(args.echo), profile});
  const seconds = median(results.map((r) => r.wallSeconds));
  const peakMiB = Math.max(...results.map((r) => r.maxRssMiB));
  const {pages, bytes} = typical.build;

  if (profile) {
    const title = `Our site, clean production build: ${v2} + ${v1} operations (v2.0 + v1.0)${args.scale ? `, spec scaled ${args.scale}x` : ''}`;
    reportProfile({title, genSeconds, results, typical, json: args.json, extra: {operations: [v2, v1], scale: args.scale ?? 1}});
    const search = typical.lines.map((l) => l.text).find((t) => t.startsWith('[search-records]'));
    if (search) console.log(`\n${search}`);
  } else if (args.json) {
    console.log(JSON.stringify({operations: {v2, v1}, pages, bytes, genSeconds, seconds, peakMiB}));
  } else {
    printPairs('Clean production build (measured with /usr/bin/time -v)', [
      ['operations (v2.0 / v1.0)', `${v2} / ${v1}`],
      ['HTML pages in build/', String(pages)],
      ['build/ size', `${(bytes / 1024 / 1024).toFixed(1)} MiB`],
      ['gen-api-docs wall time', `${genSeconds.toFixed(1)} s`],
      [`docusaurus build wall time (median of ${runs})`, `${seconds.toFixed(1)} s`],
      [`peak RSS (max of ${runs})`, `${peakMiB.toFixed(0)} MiB`],
      ['node', process.version],
    ]);
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  if (specDir && !args['no-restore']) generate({});
  if (scaledDir) fs.rmSync(scaledDir, {recursive: true, force: true});
}
