#!/usr/bin/env node
/**
 * `npm run bench -- page-js`: what the last build (`npm run build` first) makes a reader download on
 * first load, in headless Chromium, with build/ served like the CDN serves it (scripts/serve): each
 * script fetched until the network is idle, raw and as sent gzip and brotli (page-weight.mjs), the
 * totals next to the raw budget, `<link rel=prefetch>` fetches counted apart, and the page's HTML
 * size. Nothing is clicked, hovered or scrolled.
 *
 *   npm run bench -- page-js                                # one page per page type
 *   npm run bench -- page-js /docs/api/people-show/ /       # other pages
 */
import fs from 'node:fs';
import path from 'node:path';
import {formatTable, kb, launchChromium, parseArgs, root, serveBuild} from './lib.mjs';
import {PAGE_TYPES, TYPE_BUDGET_BYTES, budgetFor, measurePageWeight, transferSizes} from './page-weight.mjs';

const given = parseArgs(process.argv.slice(2))._ ?? [];
const server = await serveBuild();
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  for (const {type, path: route} of given.length > 0 ? given.map((p) => ({type: 'page', path: p})) : PAGE_TYPES) {
    const weight = await measurePageWeight(context, server.origin + route);
    const sizes = await transferSizes(weight.scripts);
    const html = fs.statSync(path.join(root, 'build', route, 'index.html')).size;
    const rows = sizes.scripts.sort((a, b) => b.bytes - a.bytes).map((s) => [new URL(s.url).pathname.split('/').pop(), kb(s.bytes, 1), kb(s.gzip, 1), kb(s.br, 1)]);
    const typeBudget = TYPE_BUDGET_BYTES[type] ? ` and ${TYPE_BUDGET_BYTES[type] / 1024} KiB = ${kb(TYPE_BUDGET_BYTES[type], 1)}` : '';
    rows.push([`total, ${rows.length} scripts (budget ${kb(budgetFor(route))}${typeBudget} raw)`, kb(sizes.raw, 1), kb(sizes.gzip, 1), kb(sizes.br, 1)]);
    console.log(`\n${type} ${route}: HTML ${kb(html, 1)}; link prefetch ${kb(weight.prefetchedBytes, 1)} raw, not counted\n`);
    console.log(formatTable(['first-load script', 'raw', 'gzip', 'brotli'], rows));
  }
} finally {
  await browser.close();
  await server.close();
}
