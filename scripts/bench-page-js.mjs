#!/usr/bin/env node
/**
 * `npm run bench:page-js`: what the last build (`npm run build` first) makes a reader download on
 * first load of a few pages, in headless Chromium: every script fetched until the network is idle
 * (uncompressed bytes, per file, plus the total), leaving out `<link rel=prefetch>` fetches, which
 * are for the next navigation; and the size of each page's HTML. Nothing is clicked, hovered or
 * scrolled. Not a test: figures for the issue notes (issue 7, performance budgets).
 *
 *   npm run bench:page-js                                   # the default pages below
 *   npm run bench:page-js -- /docs/api/people-show/ /       # other pages
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = path.join(root, 'build');
if (!fs.existsSync(path.join(build, 'index.html'))) {
  console.error('bench:page-js: build/ is missing; run `npm run build` first');
  process.exit(1);
}
const args = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = args.length > 0 ? args : ['/docs/api/people-index/', '/docs/api/people-create/', '/docs/platform/api-basics/rate-limits/'];

const TYPES = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml'};
/** A minimal static server for build/ on loopback. */
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  let file = path.join(build, decodeURIComponent(url.pathname));
  if (!file.startsWith(build)) return res.writeHead(403).end();
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!fs.existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
  res.end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
try {
  for (const route of pages) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      // Chromium reports `<link rel=prefetch>` fetches with another resource type than "script".
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({file: new URL(response.url()).pathname.split('/').pop(), bytes: body.length});
    });
    await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(500);
    const html = fs.statSync(path.join(build, route, 'index.html')).size;
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`\n${route}  HTML ${kb(html)}  JS on first load ${kb(total)} in ${scripts.length} files`);
    for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(s.bytes).padStart(10)}  ${s.file}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
