#!/usr/bin/env node
/**
 * `npm run bench` (`npm run bench -- all`): issue 7's benchmark. Builds the site cleanly (build.mjs:
 * time, peak memory), serves build/ the way a CDN would (scripts/serve: brotli/gzip and the build's
 * `_headers`), then measures and prints ONE table: JavaScript on first load per page type (brotli 11
 * as a CDN transfers it, next to its budget, with gzip 9 and raw beside it), API page HTML sizes, Lighthouse scores (mobile and
 * desktop), build time and peak memory, and the search index's size and latency, each next to its
 * budget and the stock Docusaurus + openapi-docs figure the issue gives. Not a test: timings vary
 * with the machine. CI checks the deterministic budgets in e2e/budgets.spec.ts and e2e/a11y.spec.ts.
 *
 *   npm run bench                          # build, then everything
 *   npm run bench -- --skip-build          # measure the existing build/
 *   npm run bench -- --lighthouse-runs 3   # median of 3 Lighthouse runs per page and form factor (default 5)
 *   npm run bench -- --no-lighthouse
 */
import os from 'node:os';
import path from 'node:path';
import {dirStats, formatTable, kb, kib, launchChrome, launchChromium, parseArgs, root, runNode, serveBuild} from './lib.mjs';
import {lighthouseRuns} from './lighthouse.mjs';
import {PAGE_TYPES, cdnSizes, measurePageWeight, transferBudgetFor} from './page-weight.mjs';

const args = parseArgs(process.argv.slice(2), ['skip-build', 'no-lighthouse']);
// Five runs by default: on a 2-core machine single runs of the same build spread by 0.1 and more.
const runsPerPage = Number(args['lighthouse-runs'] ?? 5);

/** Figures of stock Docusaurus 3.10.2 + openapi-docs 5.2.0 that issue 7 gives (118 / 472 operations). */
const STOCK = {
  jsPerPage: '~6.5 MB (730 KB brotli)',
  lighthouseMobile: {home: '0.96', guide: '0.82', 'API operation': '0.49'},
  a11y: '0.93-0.98',
  build: '118 ops ~20 s, ~2.1 GB; 472 ops ~50 s, ~4.4 GB',
  sidebarHtml: '41 KB/page at 118 ops, 122 KB at 472',
};

const rows = [];
const row = (area, measure, value, budget = '', stock = '', ok = undefined) => rows.push([area, measure, value, budget, stock, ok === undefined ? '' : ok ? 'yes' : 'NO']);
/** The last JSON line a benchmark script printed. */
const runJson = (argv) => JSON.parse(runNode(argv).trim().split('\n').filter((l) => l.startsWith('{')).pop());

let buildFigures = null;
if (!args['skip-build']) {
  console.error('bench: clean production build (npm run bench -- build)...');
  buildFigures = runJson(['scripts/bench/build.mjs', '--json']);
}

const server = await serveBuild();
try {
  console.error('bench: JavaScript per page type...');
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    for (const {type, path: pagePath} of PAGE_TYPES) {
      const weight = await measurePageWeight(context, server.origin + pagePath);
      const {raw, gzip, br} = cdnSizes(weight.scripts);
      const budget = transferBudgetFor(type, pagePath);
      const value = `${(br / 1024).toFixed(1)} KiB brotli 11, ${(gzip / 1024).toFixed(1)} KiB gzip 9, ${kb(raw)} raw (${weight.scripts.length} scripts; +${kb(weight.prefetchedBytes)} raw link prefetch)`;
      row('JS on first load', `${type} ${pagePath}`, value, `<= ${budget / 1024} KiB brotli`, STOCK.jsPerPage, br <= budget);
    }
  } finally {
    await browser.close();
  }

  const {bytes, pages, html} = dirStats(path.join(root, 'build'));
  const api = html.filter(({file}) => file.startsWith(`docs${path.sep}api${path.sep}`)).sort((a, b) => b.size - a.size);
  row('HTML', `largest API page (${api[0].file})`, kb(api[0].size), '< 60 KB', STOCK.sidebarHtml, api[0].size < 60_000);
  row('HTML', `median API page (${api.length} pages)`, kb(api[Math.floor(api.length / 2)].size));
  row('HTML', 'build/ total / pages', `${(bytes / 1e6).toFixed(1)} MB / ${pages} pages = ${kb(bytes / pages)} per page`);

  if (!args['no-lighthouse']) {
    console.error(`bench: Lighthouse (${runsPerPage} run(s) per page and form factor)...`);
    const chrome = await launchChrome();
    try {
      for (const desktop of [false, true]) {
        const [area, target] = desktop ? ['Lighthouse desktop', 0.98] : ['Lighthouse mobile', 0.95];
        for (const {type, path: pagePath} of PAGE_TYPES.filter((p) => p.type !== 'API operation (body)')) {
          const r = await lighthouseRuns(chrome, server.origin + pagePath, {desktop, runs: runsPerPage});
          row(area, `${type} performance`, `${r.performance.toFixed(2)} (${r.detail})`, `>= ${target}`, desktop ? '' : (STOCK.lighthouseMobile[type] ?? ''), r.performance >= target);
          const failing = r.failingA11y.length > 0 ? ` (${r.failingA11y.join(', ')})` : '';
          row(area, `${type} accessibility`, `${r.accessibility.toFixed(2)}${failing}`, '1.00', STOCK.a11y, r.accessibility === 1);
        }
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await server.close();
}

if (buildFigures) {
  const ops = Object.values(buildFigures.operations).reduce((a, b) => a + b, 0);
  const value = `${buildFigures.seconds.toFixed(1)} s wall (${buildFigures.cpuSeconds.toFixed(1)} s CPU), peak ${(buildFigures.peakMiB / 1024).toFixed(2)} GiB`;
  row('Build (clean, GNU time)', `docusaurus build, ${ops} operations, ${buildFigures.pages} pages`, value, '<= 1.0x stock time; <= 0.5x stock memory at 4x', STOCK.build);
  row('Build (clean, GNU time)', 'gen-api-docs', `${buildFigures.genSeconds.toFixed(1)} s`);
}

console.error('bench: search index (npm run bench -- search)...');
const search = runJson(['scripts/search/bench.mjs', '--json', '--rounds', '3']);
row('Search (embedded)', 'index size', `${(search.indexRaw / 1e6).toFixed(2)} MB raw, ${kib(search.indexGzip)} gzip`, '<= 300 KB gzip (1 KB = 1024 B)', '', search.indexGzip <= 300 * 1024);
row('Search (embedded)', 'first engagement to index loaded', `${search.loadMs} ms`);
row('Search (embedded)', 'typing to results on screen', `p50 ${search.p50.toFixed(0)} ms, p95 ${search.p95.toFixed(0)} ms`);

const head = ['area', 'measure', 'this site', 'budget', 'stock (issue 7)', 'ok'];
console.log(`\nServer: scripts/serve on ${server.origin} (brotli or gzip by Accept-Encoding, build/_headers applied)`);
console.log(`Machine: ${process.platform} ${process.arch}, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}\n`);
console.log(formatTable(head, rows, {sep: ' | ', left: head.length}));
const failed = rows.filter((r) => r[5] === 'NO').length;
console.log(failed ? `\n${failed} budget(s) not met.` : '\nEvery measured budget is met.');
