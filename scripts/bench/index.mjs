#!/usr/bin/env node
/**
 * `npm run bench`: issue 7's benchmark. Builds the site cleanly (timed, peak memory), serves build/
 * the way a CDN would (scripts/serve: brotli/gzip and the generated `_headers`), then measures and
 * prints ONE table: JavaScript bytes per page type, HTML sizes, Lighthouse scores (mobile and
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
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {PAGE_TYPES, budgetFor, measurePageWeight} from './page-weight.mjs';
import {launchChrome, runLighthouse} from './lighthouse.mjs';
import {startStaticServer} from '../serve/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const build = path.join(root, 'build');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > -1 ? process.argv[i + 1] : undefined;
};
const flag = (name) => process.argv.includes(name);
// Five runs by default: on a 2-core machine single runs of the same build spread by 0.1 and more.
const lighthouseRuns = Number(arg('--lighthouse-runs') ?? 5);

/** Figures of stock Docusaurus 3.10.2 + openapi-docs 5.2.0 that issue 7 gives (118 / 472 operations). */
const STOCK = {
  jsPerPage: '~6.5 MB (730 KB brotli)',
  lighthouseMobile: {home: 0.96, guide: 0.82, 'API operation': 0.49},
  a11y: '0.93-0.98',
  build118: '~20 s, ~2.1 GB',
  build472: '~50 s, ~4.4 GB',
  sidebarHtml: '41 KB/page at 118 ops, 122 KB at 472',
};

/** Pages Lighthouse scores (issue 7, budget 2). */
const LIGHTHOUSE_PAGES = [
  {type: 'home', path: '/'},
  {type: 'guide', path: '/docs/platform/api-basics/rate-limits/'},
  {type: 'API operation', path: '/docs/api/people-index/'},
  {type: 'API logs', path: '/api-logs/'},
  {type: 'search page', path: '/search/'},
];

const kb = (bytes) => `${(bytes / 1000).toFixed(0)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function runJson(args, env = {}) {
  const r = spawnSync(process.execPath, args, {cwd: root, encoding: 'utf8', env: {...process.env, ...env}, maxBuffer: 64 * 1024 * 1024});
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    throw new Error(`bench: ${args.join(' ')} failed`);
  }
  const line = r.stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop();
  return JSON.parse(line);
}

function htmlSizes() {
  const api = [];
  let total = 0;
  let pages = 0;
  for (const entry of fs.readdirSync(build, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const size = fs.statSync(file).size;
    total += size;
    if (entry.name !== 'index.html') continue;
    pages += 1;
    if (path.relative(build, file).startsWith(`docs${path.sep}api${path.sep}`)) api.push({file: path.relative(build, file), size});
  }
  api.sort((a, b) => b.size - a.size);
  return {total, pages, apiLargest: api[0], apiMedian: api[Math.floor(api.length / 2)], apiCount: api.length};
}

const rows = [];
const row = (group, metric, value, budget = '', stock = '', ok = undefined) => rows.push({group, metric, value, budget, stock, ok});

// 1. Build
let buildFigures = null;
if (!flag('--skip-build')) {
  console.error('bench: clean production build (npm run bench:build)...');
  buildFigures = runJson(['scripts/bench-build.mjs', '--json']);
}

// 2. Serve like a CDN and measure
const server = await startStaticServer({dir: build, port: 0});
const base = server.url.replace(/\/$/, '');
const serverDescription = `scripts/serve on ${base} (brotli or gzip by Accept-Encoding, build/_headers applied)`;
try {
  console.error('bench: JavaScript per page type...');
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
  try {
    const context = await browser.newContext();
    for (const {type, path: pagePath} of PAGE_TYPES) {
      const weight = await measurePageWeight(context, base + pagePath);
      const budget = budgetFor(pagePath);
      row(
        'JS on first load (uncompressed)',
        `${type} ${pagePath}`,
        `${kb(weight.scriptBytes)} (${weight.scripts.length} scripts; +${kb(weight.prefetchedBytes)} link prefetch)`,
        `<= ${kb(budget)}`,
        STOCK.jsPerPage,
        weight.scriptBytes <= budget,
      );
    }
  } finally {
    await browser.close();
  }

  const html = htmlSizes();
  row('HTML', `largest API page (${html.apiLargest.file})`, kb(html.apiLargest.size), '< 60 KB', STOCK.sidebarHtml, html.apiLargest.size < 60_000);
  row('HTML', `median API page (${html.apiCount} pages)`, kb(html.apiMedian.size));
  row('HTML', 'build/ total / pages', `${(html.total / 1e6).toFixed(1)} MB / ${html.pages} pages = ${kb(html.total / html.pages)} per page`);

  if (!flag('--no-lighthouse')) {
    console.error(`bench: Lighthouse (${lighthouseRuns} run(s) per page and form factor)...`);
    const chrome = await launchChrome();
    try {
      for (const desktop of [false, true]) {
        for (const {type, path: pagePath} of LIGHTHOUSE_PAGES) {
          const runs = [];
          for (let i = 0; i < lighthouseRuns; i += 1) runs.push(await runLighthouse(chrome, base + pagePath, {desktop}));
          const perf = median(runs.map((r) => r.performance));
          const a11y = Math.min(...runs.map((r) => r.accessibility));
          const m = runs.find((r) => r.performance === perf);
          const target = desktop ? 0.98 : 0.95;
          const form = desktop ? 'desktop' : 'mobile';
          const detail =
            `LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}; ` +
            `runs ${runs.map((r) => r.performance.toFixed(2)).join(' ')}, benchmarkIndex ${median(runs.map((r) => r.benchmarkIndex ?? 0)).toFixed(0)}`;
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
  const ops = buildFigures.operations.v2 + buildFigures.operations.v1;
  row('Build (clean, /usr/bin/time -v)', `docusaurus build, ${ops} operations, ${buildFigures.pages} pages`, `${buildFigures.seconds.toFixed(1)} s, peak ${(buildFigures.peakMiB / 1024).toFixed(2)} GiB`, '<= 1.0x stock time; <= 0.5x stock memory at 4x', `118 ops ${STOCK.build118}; 472 ops ${STOCK.build472}`);
  row('Build (clean, /usr/bin/time -v)', 'gen-api-docs', `${buildFigures.genSeconds.toFixed(1)} s`);
}

console.error('bench: search index (npm run bench:search)...');
const search = runJson(['scripts/search/bench.mjs', '--json', '--rounds', '3']);
row('Search (embedded)', 'index size', `${(search.indexRaw / 1e6).toFixed(2)} MB raw, ${kb(search.indexGzip)} gzip`);
row('Search (embedded)', 'first engagement to index loaded', `${search.loadMs} ms`);
row('Search (embedded)', 'typing to results on screen', `p50 ${search.p50.toFixed(0)} ms, p95 ${search.p95.toFixed(0)} ms`);

// One table.
const head = {group: 'area', metric: 'measure', value: 'this site', budget: 'budget', stock: 'stock (issue 7)', ok: 'ok'};
const cells = [head, ...rows].map((r) => ({...r, ok: r === head ? r.ok : r.ok === undefined ? '' : r.ok ? 'yes' : 'NO'}));
const widths = Object.fromEntries(Object.keys(head).map((k) => [k, Math.max(...cells.map((c) => String(c[k]).length))]));
const line = (c) => Object.keys(head).map((k) => String(c[k]).padEnd(widths[k])).join(' | ');
console.log(`\nServer: ${serverDescription}`);
console.log(`Machine: ${process.platform} ${process.arch}, node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`);
console.log(line(cells[0]));
console.log(Object.keys(head).map((k) => '-'.repeat(widths[k])).join('-|-'));
for (const c of cells.slice(1)) console.log(line(c));
const failed = rows.filter((r) => r.ok === false);
console.log(failed.length ? `\n${failed.length} budget(s) not met.` : '\nEvery measured budget is met.');
