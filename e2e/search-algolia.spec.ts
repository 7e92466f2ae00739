import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {startAlgoliaEmulator} from '../scripts/sandbox/algolia.mjs';
import {unpackRecords} from '../src/search/embedded/shard';
import {forAlgolia} from '../src/search/records';

/**
 * The Algolia backend end to end, against the sandbox's Algolia-compatible emulator on loopback.
 * The test build honours `window.__DOCS_SEARCH_TEST__` (src/search/config.ts), so the same build
 * serves this suite: hosts, keys and the insights endpoint are set before the page loads.
 */

interface Host {
  url: string;
  protocol: string;
  accept: string;
}
interface Emulator {
  appId: string;
  apiKey: string;
  indexName: string;
  url: string;
  hosts: {up: Host; timingOut: Host; down: Host};
  queries: {host: string; requests: Record<string, unknown>[]}[];
  events: Record<string, unknown>[];
  close(): Promise<void>;
}

const indexDir = path.join(__dirname, '..', 'build', 'search-index');
const manifest = JSON.parse(fs.readFileSync(path.join(indexDir, 'manifest.json'), 'utf8'));
const records = unpackRecords(JSON.parse(fs.readFileSync(path.join(indexDir, manifest.records), 'utf8')));
// The index as `npm run search:push` leaves it: the same records (a Docs page's lead record in place of its title record), settings and synonyms.
const settings = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'src', 'search', 'index-settings.json'), 'utf8'));
const synonyms = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'src', 'search', 'synonyms.json'), 'utf8'));
const stopWords = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'src', 'search', 'stop-words.json'), 'utf8'));
let algolia: Emulator;

test.beforeAll(async () => {
  algolia = (await startAlgoliaEmulator({port: 0, indexName: 'developers', records: forAlgolia(records), settings, synonyms, stopWords, timingOutPort: 0, downPort: 0} as unknown as Parameters<typeof startAlgoliaEmulator>[0])) as unknown as Emulator;
});
test.afterAll(async () => {
  await algolia.close();
});

/** The rendered hits, in order: their group, type and link (as in search-quality.spec.ts). */
async function rendered(page: Page): Promise<{group: string; type: string; href: string}[]> {
  return page.locator('.DocSearch-Hits').evaluateAll((sections) =>
    sections.flatMap((section) => {
      const group = section.querySelector('.DocSearch-Hit-source')?.textContent ?? '';
      return Array.from(section.querySelectorAll('.DocSearch-Hit a'), (a) => ({group, type: a.getAttribute('data-hit-type') ?? '', href: a.getAttribute('href') ?? ''}));
    }),
  );
}

async function useEmulator(page: Page, hosts: Host[]) {
  await page.addInitScript(
    (override) => {
      (window as unknown as Record<string, unknown>).__DOCS_SEARCH_TEST__ = override;
    },
    {appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName, hosts, insightsHost: algolia.url},
  );
}

test.describe('Algolia backend', () => {
  // The host that is down refuses the connection; the browser reports it.
  test.use({allowedConsoleErrors: /Failed to load resource|net::ERR_CONNECTION_REFUSED|net::ERR_EMPTY_RESPONSE/});

  test('queries with SPEC 7 parameters, past a timing-out and a down host, and sends insights events', async ({page}) => {
    await useEmulator(page, [algolia.hosts.timingOut, algolia.hosts.down, algolia.hosts.up]);
    await gotoHydrated(page, '/');
    const before = algolia.queries.length;
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('webhook');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({timeout: 10_000});

    const query = algolia.queries.slice(before).find((q) => q.requests[0].query === 'webhook');
    expect(query, 'the emulator answered the query').toBeTruthy();
    expect(query!.requests[0]).toMatchObject({
      indexName: 'developers',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      clickAnalytics: true,
      attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']),
      attributesToSnippet: expect.arrayContaining(['content:10']),
    });
    expect(query!.host).toBe(algolia.hosts.up.url);

    // Recent searches are kept per index: this one is the Algolia index's.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => algolia.events.filter((e) => e.eventName === 'Item Active').length).toBeGreaterThan(0);
    await expect.poll(() => algolia.events.filter((e) => e.eventName === 'Items Viewed').length).toBeGreaterThan(0);
    const viewed = algolia.events.filter((e) => e.eventName === 'Items Viewed');
    expect(viewed.every((e) => (e.objectIDs as string[]).length <= 20)).toBe(true);
    expect(viewed[0]).toMatchObject({eventType: 'view', index: 'developers'});

    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    await expect.poll(() => algolia.events.filter((e) => e.eventName === 'Item Selected').length).toBeGreaterThan(0);
    const selected = algolia.events.find((e) => e.eventName === 'Item Selected')!;
    expect(selected).toMatchObject({eventType: 'click', index: 'developers'});
    expect(selected.queryID).toMatch(/^[0-9a-f]+$/);
    expect(await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__developers'))).toContain('objectID');
  });

  test('every host unreachable: the network error of SPEC 8', async ({page}) => {
    await useEmulator(page, [algolia.hosts.down]);
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('webhook');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
    // Algolia did not answer: the footer does not credit it.
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });

  test('the footer credits Algolia once it answered; typos and one hit per page as on the embedded index', async ({page}) => {
    await useEmulator(page, [algolia.hosts.up]);
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('webhok');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({timeout: 10_000});
    await expect(page.locator('.DocSearch-Logo')).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toContainText('Powered by');
    await expect(page.locator('.DocSearch-Hit a').first()).toContainText(/webhook/i);
    await page.locator('.DocSearch-Input').fill('create a person');
    await expect(page.locator('.DocSearch-Hit a[href="/docs/api/people-create/"]')).toBeVisible();
    const pages = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
    expect(new Set(pages).size).toBe(pages.length);
  });

  test('version scope: on a v2.0 page, v2.0 operations come first and v1.0 ones are a group "API v1.0" after the rest', async ({page}) => {
    await useEmulator(page, [algolia.hosts.up]);
    await gotoHydrated(page, '/docs/api/people-index/');
    const before = algolia.queries.length;
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('list people');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({timeout: 10_000});
    // The scope reads each hit's API version, which the index's default attributes leave out.
    const query = algolia.queries.slice(before).find((q) => q.requests[0].query === 'list people');
    expect(query?.requests[0].attributesToRetrieve).toContain('api_version');

    // As the embedded index's test (search-quality.spec.ts, "version scope"), but the first hit is
    // Algolia's to choose: the v2.0 operation need only be among the first three.
    const all = await rendered(page);
    const list = all.map((h) => `${h.group} ${h.href}`).join('\n');
    expect(all[0].group, list).toBe('API');
    const operation = all.findIndex((h) => h.href === '/docs/api/people-index/');
    expect(operation, list).toBeGreaterThanOrEqual(0);
    expect(operation, list).toBeLessThan(3);
    expect(all[operation].group).toBe('API');
    expect(all.filter((h) => h.group === 'API' && h.href.startsWith('/docs/api/1.0/')), list).toEqual([]);
    const legacy = all.filter((h) => h.href.startsWith('/docs/api/1.0/'));
    expect(legacy.length, list).toBeGreaterThan(0);
    expect(legacy.every((h) => h.group === 'API v1.0'), list).toBe(true);
    const firstLegacy = all.findIndex((h) => h.group === 'API v1.0');
    expect(firstLegacy, list).toBeGreaterThan(operation);
    expect(all.slice(firstLegacy).every((h) => h.group === 'API v1.0'), list).toBe(true);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: /^API v1\.0$/})).toBeVisible();
  });

  test('the search page uses the same backend', async ({page}) => {
    await useEmulator(page, [algolia.hosts.up]);
    const before = algolia.queries.length;
    await gotoHydrated(page, '/search/?q=cadence');
    // The client's code loads on first use; allow for a busy machine.
    await expect(page.locator('article h2 a').first()).toBeVisible({timeout: 15_000});
    expect(algolia.queries.slice(before).some((q) => q.requests[0].query === 'cadence')).toBe(true);
  });
});
