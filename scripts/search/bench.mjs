#!/usr/bin/env node
/**
 * `npm run bench -- search`: the embedded search index of the last build (`npm run build` first):
 * records count, index size raw and gzipped (both shards); in headless Chromium, the time to fetch
 * and load the index on first engagement, the time from the shortcut key on a cold page (nothing
 * hovered, nothing fetched) to the first hits on screen, and the latency of each query of the query
 * set (queries.mjs) from typing it to its results on screen; and in Node, the engine's own time per
 * keystroke (every prefix of every query, as typed), as p50/p95. Not a test.
 *
 *   npm run bench -- search                 # 5 rounds
 *   npm run bench -- search --rounds 10
 *   npm run bench -- search --dir /tmp/other-build
 *   npm run bench -- search --json          # the rows as JSON (used by `npm run bench`)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {QUERIES} from './queries.mjs';
import {coldFirstHits} from './cold-search.mjs';
import {readBuildRecords} from './records.mjs';
import createJiti from 'jiti';
import {performance} from 'node:perf_hooks';
import {kib, launchChromium, parseArgs, percentile as pct, printPairs, root, serveBuild} from '../bench/lib.mjs';

const args = parseArgs(process.argv.slice(2), ['json']);
const build = args.dir ? path.resolve(args.dir) : path.join(root, 'build');
const rounds = Number(args.rounds ?? 5);
const server = await serveBuild(build, path.join('search-index', 'manifest.json'));
const manifest = JSON.parse(fs.readFileSync(path.join(build, 'search-index', 'manifest.json'), 'utf8'));
const shardSizes = [manifest.records, manifest.index].map((file) => {
  const bytes = fs.readFileSync(path.join(build, 'search-index', file));
  return {file, raw: bytes.length, gzip: zlib.gzipSync(bytes, {level: 9}).length};
});

// The build as the CDN serves it (scripts/serve): brotli for Chromium, the build's _headers applied.
// The shards are fetched once first, so that they are measured from a warm edge cache, not while
// the server compresses them for the first time.
const origin = server.origin;
for (const file of [manifest.records, manifest.index]) {
  await new Promise((resolve, reject) => {
    http.get(`${origin}/search-index/${file}`, {headers: {'accept-encoding': 'br'}}, (res) => res.resume().on('end', resolve)).on('error', reject);
  });
}

const browser = await launchChromium();
const loads = [];
const latencies = [];
const coldFromKey = [];
const coldFromOpen = [];
try {
  // Cold: a fresh page, the shortcut pressed with nothing hovered or fetched, a query typed at once.
  for (let round = 0; round < rounds; round += 1) {
    const page = await browser.newPage();
    const {fromKey, fromOpen} = await coldFirstHits(page, origin);
    coldFromKey.push(fromKey);
    coldFromOpen.push(fromOpen);
    await page.close();
  }
  for (let round = 0; round < rounds; round += 1) {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const loaded = page.waitForResponse((r) => r.url().includes(`/search-index/${manifest.index}`));
    const engaged = Date.now();
    await page.hover('.DocSearch-Button');
    await (await loaded).finished();
    loads.push(Date.now() - engaged);
    await page.click('.DocSearch-Button');
    await page.waitForSelector('.DocSearch-Input');
    for (const {query} of QUERIES) {
      const ms = await page.evaluate(async (q) => {
        const input = document.querySelector('.DocSearch-Input');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setValue.call(input, '');
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await new Promise((r) => setTimeout(r, 50));
        const start = performance.now();
        setValue.call(input, q);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        // Results (or the no-results screen) for this query are on screen.
        for (;;) {
          await new Promise((r) => requestAnimationFrame(r));
          const shown = document.querySelector('.DocSearch-Hit mark, .DocSearch-NoResults');
          if (shown) return performance.now() - start;
          if (performance.now() - start > 5000) return NaN;
        }
      }, query);
      // The first round warms the engine up; with --rounds 1 it is the only one, and counted.
      if (round > 0 || rounds === 1) latencies.push(ms);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

// The engine alone, in Node: every prefix of every query, as the worker answers it while typing.
const jiti = createJiti(fileURLToPath(import.meta.url));
const {loadRanker} = jiti(path.join(root, 'src/search/embedded/engine.ts'));
const {answer} = jiti(path.join(root, 'src/search/embedded/response.ts'));
const keystrokes = [];
let ranker = null;
let records = null;
try {
  records = readBuildRecords(build).records;
  ranker = loadRanker(fs.readFileSync(path.join(build, 'search-index', manifest.index), 'utf8'), records);
} catch (error) {
  // A build from before the current shard formats: the browser figures above still hold.
  console.error(`bench search: the engine is not timed in Node (${error.message})`);
}
const docsearchRequest = {
  indexName: 'bench',
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};
for (let round = 0; ranker && round < 3; round += 1) {
  for (const {query} of QUERIES) {
    for (let n = 1; n <= query.length; n += 1) {
      const start = performance.now();
      answer({...docsearchRequest, query: query.slice(0, n)}, records, ranker);
      if (round > 0) keystrokes.push(performance.now() - start);
    }
  }
}

const total = shardSizes.reduce((acc, s) => ({raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip}), {raw: 0, gzip: 0});
const rows = [
  ['records', String(manifest.count)],
  ...shardSizes.map((s) => [`shard ${s.file}`, `${kib(s.raw)} raw, ${kib(s.gzip)} gzip`]),
  ['index total', `${kib(total.raw)} raw, ${kib(total.gzip)} gzip`],
  [`first engagement to index loaded (median of ${rounds})`, `${pct(loads, 50)} ms`],
  [`cold page, shortcut to first hits (median of ${rounds})`, `${pct(coldFromKey, 50)} ms (${pct(coldFromOpen, 50)} ms after the modal opened)`],
  [`engine per keystroke, ${keystrokes.length / 2} keystrokes x 2 rounds (Node)`, ranker ? `p50 ${pct(keystrokes, 50).toFixed(1)} ms, p95 ${pct(keystrokes, 95).toFixed(1)} ms` : 'n/a'],
  [`query to results on screen, ${QUERIES.length} queries x ${Math.max(rounds - 1, 1)} rounds`, `p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms`],
];
if (args.json) {
  console.log(
    JSON.stringify({
      rows,
      indexRaw: total.raw,
      indexGzip: total.gzip,
      loadMs: pct(loads, 50),
      coldFirstHitsMs: pct(coldFromKey, 50),
      coldAfterOpenMs: pct(coldFromOpen, 50),
      keystrokeP50: ranker ? pct(keystrokes, 50) : null,
      keystrokeP95: ranker ? pct(keystrokes, 95) : null,
      p50: pct(latencies, 50),
      p95: pct(latencies, 95),
    }),
  );
} else {
  printPairs('Embedded search index (build/search-index/), Chromium headless', rows);
}
