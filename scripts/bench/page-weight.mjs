/**
 * JavaScript a browser downloads on a page's first load: every script the page requests until the
 * network is idle, by uncompressed (decoded) size, as scripts/serve sends it (`transferSizes`) and as
 * a CDN that compresses ahead of time sends it (`cdnSizes`, what the budgets count).
 * Scripts fetched by `<link rel="prefetch">` for links on the page (Docusaurus prefetches the chunks
 * of visible links) are counted apart: the browser fetches them at idle priority and runs them only
 * if the reader follows the link.
 *
 * Used by `npm run bench` (all.mjs, page-js.mjs) and the CI budget test (e2e/budgets.spec.ts), which
 * loads it through Playwright's CommonJS transform: nothing this module imports may use `import.meta`
 * (lib.mjs does), or loading fails with "exports is not defined in ES module scope".
 */
import zlib from 'node:zlib';
import {isCompressible} from '../serve/encoding.mjs';
import {compress} from '../serve/server.mjs';

/** Pages measured, one per page type. */
export const PAGE_TYPES = [
  {type: 'home', path: '/'},
  {type: 'guide', path: '/docs/platform/api-basics/rate-limits/'},
  {type: 'API operation', path: '/docs/api/people-index/'},
  {type: 'API operation (body)', path: '/docs/api/people-create/'},
  {type: 'API logs', path: '/api-logs/'},
  {type: 'search page', path: '/search/'},
];

/**
 * First-load budgets in bytes transferred as the CDN serves the files (issue 30): brotli at
 * quality 11, which is what a CDN that compresses static assets ahead of time sends (KiB, 1024
 * bytes). Raw and gzip bytes are printed beside them, not budgeted. API logs and the search page
 * are held to the guide budget, as issue 7 held "guide and other pages" together.
 */
export const TRANSFER_BUDGET_BYTES = {
  home: 118 * 1024,
  guide: 133 * 1024,
  'API operation': 162 * 1024,
  'API operation (body)': 162 * 1024,
  'API logs': 133 * 1024,
  'search page': 133 * 1024,
};

/** The transferred-bytes budget of a page type; a page not in PAGE_TYPES gets one by its path. */
export function transferBudgetFor(type, path = '') {
  const budget = TRANSFER_BUDGET_BYTES[type];
  if (budget !== undefined) return budget;
  if (path === '/') return TRANSFER_BUDGET_BYTES.home;
  return path.startsWith('/docs/api/') ? TRANSFER_BUDGET_BYTES['API operation'] : TRANSFER_BUDGET_BYTES.guide;
}

/**
 * Loads `url` in a fresh page of `context` (a Playwright BrowserContext) and returns the scripts it
 * downloaded: `{scripts: [{url, bytes, body}], prefetched: [...], scriptBytes, prefetchedBytes}`.
 */
export async function measurePageWeight(context, url, {settleMs = 1000} = {}) {
  const page = await context.newPage();
  const pending = [];
  const scripts = [];
  const prefetched = [];
  page.on('response', (response) => {
    const request = response.request();
    const isScript = request.resourceType() === 'script';
    const isJsPrefetch = request.resourceType() !== 'script' && /\.js(\?|$)/.test(new URL(response.url()).pathname);
    if (!isScript && !isJsPrefetch) return;
    pending.push(
      response
        .body()
        .then((body) => (isScript ? scripts : prefetched).push({url: response.url(), bytes: body.length, body}))
        .catch(() => undefined),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(settleMs);
  await Promise.all(pending);
  await page.close();
  const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
  // A chunk both prefetched and then executed counts once, as a script.
  const executed = new Set(scripts.map((s) => s.url));
  const onlyPrefetched = prefetched.filter((s) => !executed.has(s.url));
  return {scripts, prefetched: onlyPrefetched, scriptBytes: sum(scripts), prefetchedBytes: sum(onlyPrefetched)};
}

/** `scripts` with the bytes scripts/serve sends for each (`gzip`, `br`; small files go uncompressed) and the totals. */
export async function transferSizes(scripts) {
  const sent = async (body, encoding) => (isCompressible('text/javascript', body.length) ? (await compress(body, encoding)).length : body.length);
  const sized = await Promise.all(scripts.map(async (s) => ({...s, gzip: await sent(s.body, 'gzip'), br: await sent(s.body, 'br')})));
  const sum = (key) => sized.reduce((total, s) => total + s[key], 0);
  return {scripts: sized, raw: sum('bytes'), gzip: sum('gzip'), br: sum('br')};
}

/**
 * `scripts` with the bytes a CDN sends for each when it compresses ahead of time: brotli at quality
 * 11 (`br`) and gzip at level 9 (`gzip`); files below the compression threshold go as they are.
 * The budgets (TRANSFER_BUDGET_BYTES) count `br`.
 */
export function cdnSizes(scripts) {
  const sent = (body, encode) => (isCompressible('text/javascript', body.length) ? encode(body).length : body.length);
  const br = (body) => zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}});
  const gz = (body) => zlib.gzipSync(body, {level: 9});
  const sized = scripts.map((s) => ({...s, gzip: sent(s.body, gz), br: sent(s.body, br)}));
  const sum = (key) => sized.reduce((total, s) => total + s[key], 0);
  return {scripts: sized, raw: sum('bytes'), gzip: sum('gzip'), br: sum('br')};
}
