#!/usr/bin/env node
/**
 * `npm run bench -- build`: clean production builds of this site under GNU time: wall and CPU time
 * (median of --runs), peak resident memory (the highest), pages and bytes of build/. The API pages
 * are generated first, timed apart. The build budget (CONTRIBUTING.md "Performance budgets and benchmarks") compares these with issue 7's stock
 * Docusaurus + openapi-docs figures, which `npm run bench` prints beside them.
 *
 *   npm run bench -- build [--runs 3] [--json]    # --json: one JSON line (used by `npm run bench`)
 *   npm run bench -- build --scale 4              # a 4x copy of the specs (scale-spec.mjs), removed after
 *   npm run bench -- build --spec-dir DIR         # specs from another folder (openapi/ layout)
 *
 * After a build of other specs the real ones are generated again, so docs/api/ matches openapi/.
 * Extra environment variables pass through to the build (e.g. DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1).
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_VERSIONS, apiSpecFile} from '../../config/apiVersions.mjs';
import {parseArgs, printPairs, root, runNode, timedBuild} from './lib.mjs';
import {makeTempDir, writeScaledSpec} from './scale-spec.mjs';

const args = parseArgs(process.argv.slice(2), ['json']);
let scaledDir = null;
let specDir = args['spec-dir'] ? path.resolve(args['spec-dir']) : null;
try {
  if (args.scale) {
    scaledDir = makeTempDir(`openapi-x${args.scale}-`);
    writeScaledSpec({sourceDir: specDir ?? path.join(root, 'openapi'), outDir: scaledDir, factor: Number(args.scale)});
    specDir = scaledDir;
  }
  // Guides link to operations a partial spec lacks: those links warn instead of failing the build.
  const env = specDir ? {OPENAPI_SOURCE_DIR: path.relative(root, specDir), DOCS_BENCH_PARTIAL_SPEC: 'true'} : {};
  const started = performance.now();
  runNode(['scripts/openapi/generate.mjs'], {env});
  const genSeconds = (performance.now() - started) / 1000;
  const operations = Object.fromEntries(
    API_VERSIONS.map(({version, label}) => [label, (fs.readFileSync(path.join(root, apiSpecFile(version)), 'utf8').match(/^\s+operationId: /gm) ?? []).length]),
  );
  const runs = Number(args.runs ?? 1);
  const build = timedBuild({env, runs});
  if (args.json) {
    console.log(JSON.stringify({operations, genSeconds, ...build}));
  } else {
    printPairs(`Clean production build (/usr/bin/time -v)${args.scale ? `, specs scaled ${args.scale}x` : ''}`, [
      ['operations', Object.entries(operations).map(([version, n]) => `${version}: ${n}`).join(', ')],
      ['HTML pages in build/', String(build.pages)],
      ['build/ size', `${(build.bytes / 1024 / 1024).toFixed(1)} MiB`],
      ['gen-api-docs wall time', `${genSeconds.toFixed(1)} s`],
      [`docusaurus build wall / CPU time (median of ${runs})`, `${build.seconds.toFixed(1)} s / ${build.cpuSeconds.toFixed(1)} s`],
      [`peak RSS (highest of ${runs})`, `${build.peakMiB.toFixed(0)} MiB`],
      ['node', process.version],
    ]);
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  if (specDir) runNode(['scripts/openapi/generate.mjs']);
  if (scaledDir) fs.rmSync(scaledDir, {recursive: true, force: true});
}
