#!/usr/bin/env node
/**
 * `npm run bench -- page-js`: what the last build (`npm run build` first) makes a reader download on
 * first load, in headless Chromium, with build/ served like the CDN serves it (scripts/serve): each
 * script fetched until the network is idle, raw, as scripts/serve sends it (gzip 6, brotli 5) and as
 * a CDN compressing ahead of time sends it (gzip 9, brotli 11; page-weight.mjs), the totals next to
 * the transferred-bytes budget (brotli 11), `<link rel=prefetch>` fetches counted apart, and the
 * page's HTML size. Nothing is clicked, hovered or scrolled.
 *
 *   npm run bench -- page-js                                # one page per page type
 *   npm run bench -- page-js /docs/api/people-show/ /       # other pages
 */
import fs from 'node:fs';
import path from 'node:path';
import {formatTable, kb, launchChromium, parseArgs, root, serveBuild} from './lib.mjs';
import {PAGE_TYPES, cdnSizes, measurePageWeight, transferBudgetFor, transferSizes} from './page-weight.mjs';

const given = parseArgs(process.argv.slice(2))._ ?? [];
const server = await serveBuild();
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  for (const {type, path: route} of given.length > 0 ? given.map((p) => ({type: 'page', path: p})) : PAGE_TYPES) {
    const weight = await measurePageWeight(context, server.origin + route);
    const served = await transferSizes(weight.scripts);
    const cdn = cdnSizes(weight.scripts);
    const html = fs.statSync(path.join(root, 'build', route, 'index.html')).size;
    const servedBy = new Map(served.scripts.map((s) => [s.url, s]));
    const rows = cdn.scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => [new URL(s.url).pathname.split('/').pop(), kb(s.bytes, 1), kb(servedBy.get(s.url).gzip, 1), kb(servedBy.get(s.url).br, 1), kb(s.gzip, 1), kb(s.br, 1)]);
    const budget = transferBudgetFor(type, route);
    const verdict = cdn.br <= budget ? 'within' : 'OVER';
    rows.push([`total, ${rows.length} scripts`, kb(cdn.raw, 1), kb(served.gzip, 1), kb(served.br, 1), kb(cdn.gzip, 1), `${kb(cdn.br, 1)} = ${(cdn.br / 1024).toFixed(1)} KiB`]);
    rows.push([`budget: brotli 11 <= ${budget / 1024} KiB (${verdict})`, '', '', '', '', '']);
    console.log(`\n${type} ${route}: HTML ${kb(html, 1)}; link prefetch ${kb(weight.prefetchedBytes, 1)} raw, not counted\n`);
    console.log(formatTable(['first-load script', 'raw', 'gzip 6 (serve)', 'brotli 5 (serve)', 'gzip 9 (CDN)', 'brotli 11 (CDN)'], rows));
  }
} finally {
  await browser.close();
  await server.close();
}
