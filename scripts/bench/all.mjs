#!/usr/bin/env node
/**
 * `npm run bench` (`npm run bench -- all`): issue 7's benchmark. Builds the site cleanly (timed, peak
 * memory), serves build/ the way a CDN would (scripts/serve: brotli/gzip and the generated
 * `_headers`), then measures and prints ONE table: JavaScript on first load per page type (raw, next
 * to its budget, and gzip and brotli as served), HTML sizes, Lighthouse scores (mobile and
 * desktop), build time and peak memory, and the search index's size and latency, each next to its
 * budget and the stock Docusaurus + openapi-docs figure the issue gives. Not a test: timings vary
 * with the machine. CI checks the deterministic budgets (bytes, accessibility) in e2e/budgets.spec.ts
 * and e2e/a11y.spec.ts.
 *
 *   npm run bench                          # build, then everything
 *   npm run bench -- --skip-build          # measure the existing build/
 *   npm run bench -- --lighthouse-runs 3   # median of 3 Lighthouse runs per page and form factor (default 5)
 *   npm run bench -- --no-lighthouse
 */
import os from 'node:os';
import path from 'node:path';
import {PAGE_TYPES, budgetFor, measurePageWeight, transferSizes} from './page-weight.mjs';
import {launchChrome, lighthouseRuns} from './lighthouse.mjs';
import {dirStats, formatTable, kb, launchChromium, parseArgs, root, runNode, serveBuild} from './lib.mjs';

const build = path.join(root, 'build');
const args = parseArgs(process.argv.slice(2), ['skip-build', 'no-lighthouse']);
// Five runs by default: on a 2-core machine single runs of the same build spread by 0.1 and more.
const runsPerPage = Number(args['lighthouse-runs'] ?? 5);

/** Figures of stock Docusaurus 3.10.2 + openapi-docs 5.2.0 that issue 7 gives (118 / 472 operations). */
const STOCK = {
  jsPerPage: '~6.5 MB (730 KB brotli)',
  lighthouseMobile: {home: 0.96, guide: 0.82, 'API operation': 0.49},
  a11y: '0.93-0.98',
  build118: '~20 s, ~2.1 GB',
  build472: '~50 s, ~4.4 GB',
  sidebarHtml: '41 KB/page at 118 ops, 122 KB at 472',
};

/** Pages Lighthouse scores (issue 7, budget 2): one per page type. */
const LIGHTHOUSE_PAGES = PAGE_TYPES.filter(({type}) => type !== 'API operation (body)');

/** The last JSON line a benchmark script printed. */
const runJson = (args) => JSON.parse(runNode(args).trim().split('\n').filter((l) => l.startsWith('{')).pop());

function htmlSizes() {
  const {bytes, pages, html} = dirStats(build);
  const api = html.filter(({file}) => file.startsWith(`docs${path.sep}api${path.sep}`)).sort((a, b) => b.size - a.size);
  return {total: bytes, pages, apiLargest: api[0], apiMedian: api[Math.floor(api.length / 2)], apiCount: api.length};
}

const rows = [];
const row = (group, metric, value, budget = '', stock = '', ok = undefined) => rows.push({group, metric, value, budget, stock, ok});

// 1. Build
let buildFigures = null;
if (!args['skip-build']) {
  console.error('bench: clean production build (npm run bench -- build)...');
  buildFigures = runJson(['scripts/bench/build.mjs', '--json']);
}

// 2. Serve like a CDN and measure
const server = await serveBuild(build);
const base = server.origin;
const serverDescription = `scripts/serve on ${base} (brotli or gzip by Accept-Encoding, build/_headers applied)`;
try {
  console.error('bench: JavaScript per page type...');
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    for (const {type, path: pagePath} of PAGE_TYPES) {
      const weight = await measurePageWeight(context, base + pagePath);
      const {raw, gzip, br} = await transferSizes(weight.scripts);
      const budget = budgetFor(pagePath);
      const value = `${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(br)} brotli (${weight.scripts.length} scripts; +${kb(weight.prefetchedBytes)} link prefetch)`;
      row('JS on first load', `${type} ${pagePath}`, value, `<= ${kb(budget)} raw`, STOCK.jsPerPage, raw <= budget);
    }
  } finally {
    await browser.close();
  }

  const html = htmlSizes();
  row('HTML', `largest API page (${html.apiLargest.file})`, kb(html.apiLargest.size), '< 60 KB', STOCK.sidebarHtml, html.apiLargest.size < 60_000);
  row('HTML', `median API page (${html.apiCount} pages)`, kb(html.apiMedian.size));
  row('HTML', 'build/ total / pages', `${(html.total / 1e6).toFixed(1)} MB / ${html.pages} pages = ${kb(html.total / html.pages)} per page`);

  if (!args['no-lighthouse']) {
    console.error(`bench: Lighthouse (${runsPerPage} run(s) per page and form factor)...`);
    const chrome = await launchChrome();
    try {
      for (const desktop of [false, true]) {
        for (const {type, path: pagePath} of LIGHTHOUSE_PAGES) {
          const {performance: perf, accessibility: a11y, median: m, runs, benchmarkIndex} = await lighthouseRuns(chrome, base + pagePath, {desktop, runs: runsPerPage});
          const target = desktop ? 0.98 : 0.95;
          const form = desktop ? 'desktop' : 'mobile';
          const detail =
            `LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}; ` +
            `runs ${runs.map((r) => r.toFixed(2)).join(' ')}, benchmarkIndex ${benchmarkIndex.toFixed(0)}`;
          row(`Lighthouse ${form}`, `${type} performance`, `${perf.toFixed(2)} (${detail})`, `>= ${target}`, desktop ? '' : String(STOCK.lighthouseMobile[type] ?? ''), perf >= target);
          row(`Lighthouse ${form}`, `${type} accessibility`, `${a11y.toFixed(2)}${m.failingA11y.length ? ` (${m.failingA11y.join(', ')})` : ''}`, '1.00', STOCK.a11y, a11y === 1);
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
  row('Build (clean, /usr/bin/time -v)', `docusaurus build, ${ops} operations, ${buildFigures.pages} pages`, `${buildFigures.seconds.toFixed(1)} s, peak ${(buildFigures.peakMiB / 1024).toFixed(2)} GiB`, '<= 1.0x stock time; <= 0.5x stock memory at 4x', `118 ops ${STOCK.build118}; 472 ops ${STOCK.build472}`);
  row('Build (clean, /usr/bin/time -v)', 'gen-api-docs', `${buildFigures.genSeconds.toFixed(1)} s`);
}

console.error('bench: search index (npm run bench -- search)...');
const search = runJson(['scripts/search/bench.mjs', '--json', '--rounds', '3']);
row('Search (embedded)', 'index size', `${(search.indexRaw / 1e6).toFixed(2)} MB raw, ${kb(search.indexGzip)} gzip`);
row('Search (embedded)', 'first engagement to index loaded', `${search.loadMs} ms`);
row('Search (embedded)', 'typing to results on screen', `p50 ${search.p50.toFixed(0)} ms, p95 ${search.p95.toFixed(0)} ms`);

// One table.
const head = ['area', 'measure', 'this site', 'budget', 'stock (issue 7)', 'ok'];
const cells = rows.map((r) => [r.group, r.metric, r.value, r.budget, r.stock, r.ok === undefined ? '' : r.ok ? 'yes' : 'NO']);
console.log(`\nServer: ${serverDescription}`);
console.log(`Machine: ${process.platform} ${process.arch}, node ${process.version}, ${os.cpus().length} cores\n`);
console.log(formatTable(head, cells, {sep: ' | ', left: head.length}));
const failed = rows.filter((r) => r.ok === false);
console.log(failed.length ? `\n${failed.length} budget(s) not met.` : '\nEvery measured budget is met.');
