import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {PAGE_TYPES, cdnSizes, measurePageWeight, transferBudgetFor} from '../scripts/bench/page-weight.mjs';

const kib1 = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

type Sized = {url: string; bytes: number; gzip: number; br: number};

/**
 * Issue 30's first-load budgets, checked on every CI run: the JavaScript a browser downloads on first
 * load, in bytes as the CDN transfers it (brotli at quality 11; home 118, guide 133, API operation
 * 162 KiB, other pages as guides). Raw and gzip sizes are in the failure message and in
 * `npm run bench -- page-js`, not budgeted. Timings and Lighthouse scores are machine-dependent and
 * stay in `npm run bench`. Accessibility budgets are e2e/a11y.spec.ts (axe, no violations).
 */
for (const {type, path} of PAGE_TYPES) {
  const budget = transferBudgetFor(type, path);
  test(`${type} (${path}) transfers at most ${budget / 1024} KiB of JavaScript (brotli) on first load`, async ({context, baseURL}) => {
    const weight = await measurePageWeight(context, `${baseURL}${path}`);
    const sizes = cdnSizes(weight.scripts) as {scripts: Sized[]; raw: number; gzip: number; br: number};
    const list = sizes.scripts
      .sort((a, b) => b.br - a.br)
      .map((s) => `${kib1(s.br)} brotli (${kib1(s.gzip)} gzip, ${kib1(s.bytes)} raw) ${new URL(s.url).pathname}`)
      .join('\n');
    expect(weight.scripts.length, 'scripts were measured').toBeGreaterThan(2);
    expect(sizes.br, `first-load scripts, ${kib1(sizes.br)} brotli / ${kib1(sizes.gzip)} gzip / ${kib1(sizes.raw)} raw:\n${list}`).toBeLessThanOrEqual(budget);
  });
}

test('the API explorer and Prism are not part of any first load', async ({context, baseURL}) => {
  const weight = await measurePageWeight(context, `${baseURL}/docs/api/people-create/`);
  const bodies = await Promise.all(weight.scripts.map(async (s) => (await fetch(s.url)).text()));
  // The explorer's code generators and Prism's extra grammars mark those chunks.
  expect(bodies.some((b) => b.includes('postman-code-generators') || b.includes('codegen'))).toBe(false);
  expect(bodies.some((b) => b.includes('languages.ruby='))).toBe(false);
});

/**
 * Issue 16: the search index, both versions and all guides, at most 300 KB gzip. KB is 1024 bytes
 * here, as `npm run bench -- search` counts the index (scripts/search/bench.mjs), which also gzips at
 * level 9. The shards are the two hashed files build/search-index/manifest.json names; the
 * manifest itself is a few dozen bytes and not counted.
 */
const SEARCH_INDEX_BUDGET = 300 * 1024;
const SEARCH_INDEX_DIR = path.join(__dirname, '..', 'build', 'search-index');

function searchShards(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(SEARCH_INDEX_DIR, 'manifest.json'), 'utf8')) as {records?: string; index?: string};
  expect(manifest.records, 'the manifest names the records shard').toMatch(/^records\.[0-9a-f]+\.json$/);
  expect(manifest.index, 'the manifest names the index shard').toMatch(/^index\.[0-9a-f]+\.json$/);
  return [manifest.records!, manifest.index!];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test(`the search index (both shards) is at most ${SEARCH_INDEX_BUDGET / 1024} KB gzip at level 9`, () => {
  const sizes = searchShards().map((file) => ({file, gzip: zlib.gzipSync(fs.readFileSync(path.join(SEARCH_INDEX_DIR, file)), {level: 9}).length}));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  expect(total, sizes.map((s) => `${kib(s.gzip)} ${s.file}`).join('\n')).toBeLessThanOrEqual(SEARCH_INDEX_BUDGET);
});

test(`the search index (both shards) as served to the test browser is at most ${SEARCH_INDEX_BUDGET / 1024} KB`, async ({page}) => {
  const shards = searchShards();
  await page.goto('/');
  const served = await Promise.all(
    shards.map(async (file) => {
      const [response, decoded] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === `/search-index/${file}`),
        page.evaluate((url) => fetch(url, {cache: 'no-store'}).then((r) => r.arrayBuffer()).then((body) => body.byteLength), `/search-index/${file}`),
      ]);
      const headers = await response.allHeaders();
      const accepted = (await response.request().allHeaders())['accept-encoding'] ?? '';
      const onDisk = fs.statSync(path.join(SEARCH_INDEX_DIR, file)).size;
      return {file, status: response.status(), encoding: headers['content-encoding'] ?? 'identity', accepted, bytes: Number(headers['content-length']), decoded, onDisk};
    }),
  );
  for (const s of served) {
    expect(s.status, s.file).toBe(200);
    // Compressed as the browser asked (brotli or gzip), as scripts/serve and the CDN do.
    expect(['br', 'gzip'], `${s.file}: Content-Encoding for Accept-Encoding "${s.accepted}"`).toContain(s.encoding);
    expect(s.accepted.split(',').map((coding) => coding.trim().split(';')[0]), s.file).toContain(s.encoding);
    expect(Number.isInteger(s.bytes) && s.bytes > 0, `${s.file}: Content-Length`).toBe(true);
    // The file of the build, whole: what the browser unpacked is what the manifest names.
    expect(s.decoded, `${s.file}: decoded size`).toBe(s.onDisk);
  }
  const total = served.reduce((sum, s) => sum + s.bytes, 0);
  expect(total, served.map((s) => `${kib(s.bytes)} ${s.encoding} ${s.file}`).join('\n')).toBeLessThanOrEqual(SEARCH_INDEX_BUDGET);
});
