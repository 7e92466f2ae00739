#!/usr/bin/env node
/**
 * `npm run bench -- build`: clean production builds of this site under GNU time: wall and CPU time
 * (median of --runs), peak resident memory (the highest), pages and bytes of build/. The API pages
 * are generated first, timed apart. `npm run bench -- stock` (`--stock`) measures the same for a stock
 * Docusaurus + docusaurus-plugin-openapi-docs site over the same specs (stock-site.mjs): the baseline
 * of the build budget (README: at most stock's wall time, at most half its peak memory at 4x).
 *
 *   npm run bench -- build [--runs 3] [--json]    # --json: one JSON line (used by `npm run bench`)
 *   npm run bench -- build --scale 4              # a 4x copy of the specs (scale-spec.mjs), removed after
 *   npm run bench -- build --spec-dir DIR         # specs from another folder (openapi/ layout)
 *   npm run bench -- stock [--scale 4] [--max-ops 118] [--runs 3]
 *
 * After a build of other specs the real ones are generated again, so docs/api/ matches openapi/.
 * Extra environment variables pass through to the build (e.g. DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs, printPairs, root, runNode, timedBuild} from './lib.mjs';
import {makeTempDir, writeScaledSpec} from './scale-spec.mjs';
import {createStockSite, loadSpecs, operationsOf} from './stock-site.mjs';

const args = parseArgs(process.argv.slice(2), ['json', 'stock']);
const secondsOf = (fn) => {
  const started = performance.now();
  fn();
  return (performance.now() - started) / 1000;
};

let scaledDir = null;
let stockDir = null;
let specDir = args['spec-dir'] ? path.resolve(args['spec-dir']) : null;
try {
  if (args.scale) {
    scaledDir = makeTempDir(`openapi-x${args.scale}-`);
    writeScaledSpec({sourceDir: specDir ?? path.join(root, 'openapi'), outDir: scaledDir, factor: Number(args.scale)});
    specDir = scaledDir;
  }
  const specs = loadSpecs(specDir ?? path.join(root, 'openapi'), args.stock && args['max-ops'] ? Number(args['max-ops']) : undefined);
  const operations = Object.fromEntries(Object.entries(specs).map(([version, doc]) => [version, operationsOf(doc).length]));
  let genSeconds;
  let env = {};
  if (args.stock) {
    stockDir = createStockSite(specs).dir;
    genSeconds = secondsOf(() => runNode([path.join(stockDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'gen-api-docs', 'all'], {cwd: stockDir}));
  } else {
    // Guides link to operations a partial spec lacks: those links warn instead of failing the build.
    if (specDir) env = {OPENAPI_SOURCE_DIR: path.relative(root, specDir), DOCS_BENCH_PARTIAL_SPEC: 'true'};
    genSeconds = secondsOf(() => runNode(['scripts/openapi/generate.mjs'], {env}));
  }
  const runs = Number(args.runs ?? 1);
  const build = timedBuild({siteDir: stockDir ?? root, env, runs});
  if (args.json) {
    console.log(JSON.stringify({site: args.stock ? 'stock' : 'ours', operations, genSeconds, ...build}));
  } else {
    const site = args.stock ? 'Stock Docusaurus + openapi-docs site' : 'This site';
    printPairs(`${site}, clean production build (/usr/bin/time -v)${args.scale ? `, specs scaled ${args.scale}x` : ''}`, [
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
  if (specDir && !args.stock) runNode(['scripts/openapi/generate.mjs']);
  for (const dir of [stockDir, scaledDir]) if (dir) fs.rmSync(dir, {recursive: true, force: true});
}
