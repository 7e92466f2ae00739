#!/usr/bin/env node
/**
 * `npm run bench:search`: the embedded search index of the last build (`npm run build` first):
 * records count, index size raw and gzipped (both shards), and, in headless Chromium, the time to
 * fetch and load the index on first engagement and the latency of each query of the query set
 * (queries.mjs) from typing it to its results on screen, as p50/p95 over several rounds. Not a test.
 *
 *   npm run bench:search                # 5 rounds
 *   npm run bench:search -- --rounds 10
 *   npm run bench:search -- --json      # the rows as JSON (used by `npm run bench`)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {QUERIES} from './queries.mjs';
import {startStaticServer} from '../serve/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const build = path.join(root, 'build');
const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > -1 ? Number(process.argv[roundsArg + 1]) : 5;
const manifestFile = path.join(build, 'search-index', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('bench:search: build/search-index/ is missing; run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const shardSizes = [manifest.records, manifest.index].map((file) => {
  const bytes = fs.readFileSync(path.join(build, 'search-index', file));
  return {file, raw: bytes.length, gzip: zlib.gzipSync(bytes, {level: 9}).length};
});

// The build as the CDN serves it (scripts/serve): brotli for Chromium, the build's _headers applied.
// The shards are fetched once first, so that they are measured from a warm edge cache, not while
// the server compresses them for the first time.
const server = await startStaticServer({dir: build, port: 0});
const origin = server.url.replace(/\/$/, '');
for (const file of [manifest.records, manifest.index]) {
  await new Promise((resolve, reject) => {
    http.get(`${origin}/search-index/${file}`, {headers: {'accept-encoding': 'br'}}, (res) => res.resume().on('end', resolve)).on('error', reject);
  });
}

const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const loads = [];
const latencies = [];
try {
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
      if (round > 0) latencies.push(ms); // the first round warms the engine up
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const total = shardSizes.reduce((acc, s) => ({raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip}), {raw: 0, gzip: 0});
const rows = [
  ['records', String(manifest.count)],
  ...shardSizes.map((s) => [`shard ${s.file}`, `${kb(s.raw)} raw, ${kb(s.gzip)} gzip`]),
  ['index total', `${kb(total.raw)} raw, ${kb(total.gzip)} gzip`],
  [`first engagement to index loaded (median of ${rounds})`, `${pct(loads, 50)} ms`],
  [`query to results on screen, ${QUERIES.length} queries x ${Math.max(rounds - 1, 1)} rounds`, `p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms`],
];
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({rows, indexRaw: total.raw, indexGzip: total.gzip, loadMs: pct(loads, 50), p50: pct(latencies, 50), p95: pct(latencies, 95)}));
} else {
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nEmbedded search index (build/search-index/), Chromium headless\n');
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
}
