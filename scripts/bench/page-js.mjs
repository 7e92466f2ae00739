#!/usr/bin/env node
/**
 * `npm run bench -- page-js`: what the last build (`npm run build` first) makes a reader download on
 * first load of a few pages, in headless Chromium, with build/ served like the CDN serves it
 * (scripts/serve): every script fetched until the network is idle (uncompressed bytes, per file, plus
 * the total; page-weight.mjs), `<link rel=prefetch>` fetches, which are for the next navigation,
 * counted apart; and the size of each page's HTML. Nothing is clicked, hovered or scrolled. Not a
 * test: figures for the issue notes (issue 7, performance budgets).
 *
 *   npm run bench -- page-js                                # the default pages below
 *   npm run bench -- page-js /docs/api/people-show/ /       # other pages
 */
import fs from 'node:fs';
import path from 'node:path';
import {kib, launchChromium, root, serveBuild} from './lib.mjs';
import {measurePageWeight} from './page-weight.mjs';

const build = path.join(root, 'build');
const given = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = given.length > 0 ? given : ['/docs/api/people-index/', '/docs/api/people-create/', '/docs/platform/api-basics/rate-limits/'];

const server = await serveBuild(build);
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  for (const route of pages) {
    const {scripts, scriptBytes, prefetchedBytes} = await measurePageWeight(context, server.origin + route);
    const html = fs.statSync(path.join(build, route, 'index.html')).size;
    console.log(`\n${route}  HTML ${kib(html, 1)}  JS on first load ${kib(scriptBytes, 1)} in ${scripts.length} files (+${kib(prefetchedBytes, 1)} link prefetch)`);
    for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kib(s.bytes, 1).padStart(10)}  ${new URL(s.url).pathname.split('/').pop()}`);
  }
} finally {
  await browser.close();
  await server.close();
}
