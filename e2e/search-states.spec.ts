import type {Page, Route} from '@playwright/test';
import {test, expect, gotoHydrated, FIRST_RESULTS_TIMEOUT} from './fixtures';

/**
 * What the modal says while the embedded index is on its way, and when it cannot be had: a query
 * typed early waits for the index and is then answered (never "No results" meanwhile); a shard
 * that is missing, unreadable or of the wrong shape shows SPEC 8's error with a retry.
 */

const button = (page: Page) => page.locator('.DocSearch-Button');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit a');
const RECORDS = /\/search-index\/records\.[0-9a-f]+\.json$/;
const INDEX = /\/search-index\/index\.[0-9a-f]+\.json$/;

/**
 * Records, on every frame, whether a no-results screen was on screen, so that even a one-frame
 * flash is caught. Installed before the page's own scripts.
 */
async function watchNoResults(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {__noResultsSeen: string[]};
    w.__noResultsSeen = [];
    const check = () => {
      const el = document.querySelector<HTMLElement>('.DocSearch-NoResults');
      if (el && el.checkVisibility()) w.__noResultsSeen.push(el.textContent ?? '');
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}
const noResultsSeen = (page: Page) => page.evaluate(() => (window as unknown as {__noResultsSeen: string[]}).__noResultsSeen);

/** Holds a shard's response until `release` is called. */
async function holdShard(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('while the index loads', () => {
  test('a query typed before the index arrives shows loading, then its hits, and never "No results"', async ({page}) => {
    await watchNoResults(page);
    const release = await holdShard(page, INDEX);
    await gotoHydrated(page, '/');
    await page.keyboard.press('ControlOrMeta+k');
    await input(page).fill('webhook');
    const loading = page.locator('.DocSearch-Modal [role="status"]');
    await expect(loading).toContainText('Loading search');
    // Past the stall threshold the message says the index is still on its way.
    await expect(loading).toContainText('Still loading', {timeout: 6000});
    release();
    await expect(hits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    await expect(hits(page).first()).toContainText(/webhook/i);
    await expect(loading).toHaveCount(0);
    expect(await noResultsSeen(page)).toEqual([]);
  });

  test('the first keystroke renders DocSearch\'s modal no more often than the next: the bar\'s own loading state does not render it again', async ({page}) => {
    // DocSearch's modal checks localStorage for its recent and favourite searches on every render
    // (it writes and removes a test key): counting those writes counts the modal's renders. The
    // first keystroke also turns the backend's status to loading, which re-rendered the whole modal
    // once more on a cold page, on the main thread the reader's next keys wait for.
    await page.addInitScript(() => {
      const w = window as unknown as {__modalRenders: number};
      w.__modalRenders = 0;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === '__TEST_KEY__') w.__modalRenders += 1;
        return setItem.call(this, key, value);
      };
    });
    const renders = () => page.evaluate(() => (window as unknown as {__modalRenders: number}).__modalRenders);
    const release = await holdShard(page, INDEX);
    await gotoHydrated(page, '/');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(input(page)).toBeFocused();
    // Past DocSearch's stall threshold (300 ms) after each step, so that each counts the same renders.
    const settle = () => page.waitForTimeout(900);
    await settle();
    const opened = await renders();
    await page.keyboard.press('w');
    await expect(page.locator('.DocSearch-Modal [role="status"]')).toContainText('Loading search');
    await settle();
    const first = (await renders()) - opened;
    await page.keyboard.press('e');
    await settle();
    const second = (await renders()) - opened - first;
    expect(second, 'DocSearch no longer writes its localStorage test key when it renders: count its renders another way').toBeGreaterThan(0);
    expect(first).toBe(second);
    release();
    await expect(hits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  });

  test('a letter typed on the focused button is answered once the index arrives, without a "No results" flash', async ({page}) => {
    await watchNoResults(page);
    const release = await holdShard(page, RECORDS);
    await gotoHydrated(page, '/');
    await button(page).focus();
    await page.keyboard.press('w');
    await expect(input(page)).toHaveValue('w');
    await page.keyboard.type('ebhook');
    await page.waitForTimeout(800);
    release();
    await expect(hits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    expect(await noResultsSeen(page)).toEqual([]);
  });

  test('pointing at the search button starts fetching the index before any click', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    const index = page.waitForResponse(INDEX);
    await button(page).hover();
    expect((await index).status()).toBe(200);
  });

  test('focusing the search button with the keyboard starts fetching the index, with no hover and no key press on it', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    const index = page.waitForResponse(INDEX);
    // The mouse never moves: Tab walks the page's focusable elements until the button has focus.
    const buttonFocused = () => page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Button')));
    let focused = false;
    for (let presses = 0; presses < 80 && !focused; presses++) {
      expect(requests.filter((u) => u.includes('/search-index/')), 'no index request before the button has focus').toEqual([]);
      await page.keyboard.press('Tab');
      focused = await buttonFocused();
    }
    expect(focused, 'Tab reaches the search button').toBe(true);
    expect((await index).status()).toBe(200);
    // Focus alone fetches; it does not open the modal, and the button (the full bar's, once it has
    // replaced the first one) keeps the focus.
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect.poll(buttonFocused).toBe(true);
  });
});

test.describe('how the index is served', () => {
  // The CDN's rules (build/_headers), applied by the same server the tests use (scripts/serve).
  const maxAge = (cacheControl: string) => Number(/(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl)?.[1] ?? NaN);

  test('the hashed shards the page and the manifest name are cached immutably for a year; the manifest is revalidated', async ({page}) => {
    await gotoHydrated(page, '/');
    const records = page.waitForResponse(RECORDS);
    const index = page.waitForResponse(INDEX);
    await button(page).hover();

    const manifest = await page.request.get('/search-index/manifest.json');
    const names = (await manifest.json()) as {records: string; index: string};
    // The page names the same shards (plugins/search-records), so the browser needs no manifest first.
    expect(await page.locator('meta[name="docs-search-index"]').getAttribute('content')).toBe(`${names.records} ${names.index}`);
    const manifestCache = manifest.headers()['cache-control'] ?? '';
    expect(manifestCache, 'manifest Cache-Control').not.toMatch(/immutable/i);
    expect(maxAge(manifestCache) === 0 || /no-cache/i.test(manifestCache), `manifest Cache-Control "${manifestCache}" makes the browser revalidate`).toBe(true);
    expect(manifest.headers().etag, 'the manifest has an ETag to revalidate against').toBeTruthy();

    for (const [response, name] of [
      [await records, names.records],
      [await index, names.index],
    ] as const) {
      expect(new URL(response.url()).pathname, 'the shard the manifest names').toBe(`/search-index/${name}`);
      expect(response.status()).toBe(200);
      const cacheControl = (await response.allHeaders())['cache-control'] ?? '';
      expect(cacheControl, `${name} Cache-Control`).toMatch(/(^|,)\s*immutable\s*(,|$)/i);
      expect(maxAge(cacheControl), `${name} Cache-Control "${cacheControl}": max-age of a year or more`).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    }
  });
});

test.describe('when the index cannot be read', () => {
  for (const [what, url, body] of [
    ['records of the wrong shape', RECORDS, JSON.stringify([{title: 'not a search record'}])],
    ['records that are not an array', RECORDS, JSON.stringify({records: []})],
    ['an index that does not parse', INDEX, '<html>gateway error</html>'],
    ['a manifest without shard names (asked when the shards the page names are gone)', /\/search-index\/manifest\.json$/, JSON.stringify({count: 1})],
  ] as const) {
    test(`${what}: SPEC 8's error with a retry, never "No results"`, async ({page}) => {
      await watchNoResults(page);
      await page.route(url, (route) => route.fulfill({status: 200, contentType: 'application/json', body}));
      // The manifest is only asked when the shards the page names cannot be fetched. They stay gone
      // until the fix below: the worker fetches the shards as soon as search is engaged, so a
      // one-time 404 was spent on that first load and the reader's search, loading again, found them.
      const manifestCase = String(url).includes('manifest');
      if (manifestCase) await page.route(INDEX, (route) => route.fulfill({status: 404, body: 'gone'}));
      await gotoHydrated(page, '/');
      await button(page).click();
      await input(page).fill('webhook');
      const error = page.locator('.DocSearch-ErrorScreen');
      // The error comes once the whole index has been fetched and found unreadable, as late as first
      // hits would on a busy machine.
      await expect(error).toContainText('Unable to fetch results', {timeout: FIRST_RESULTS_TIMEOUT});
      await expect(error).toContainText('You might want to check your network connection.');
      await page.waitForTimeout(300);
      expect(await noResultsSeen(page)).toEqual([]);

      // The shard is fixed: the retry fetches it again and answers the same query.
      await page.unroute(url);
      if (manifestCase) await page.unroute(INDEX);
      await error.getByRole('button', {name: 'Try again'}).click();
      // The whole index is fetched and loaded again: allow for a busy machine.
      await expect(hits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
      await expect(error).toHaveCount(0);
      await expect(input(page)).toHaveValue('webhook');
      expect(await noResultsSeen(page)).toEqual([]);
    });
  }

  test('the search page shows the same error with a retry', async ({page}) => {
    await page.route(RECORDS, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '"oops"'}));
    await gotoHydrated(page, '/search/?q=webhook');
    const error = page.getByRole('alert');
    await expect(error).toContainText('Unable to fetch results');
    await expect(page.getByText('No results were found')).toHaveCount(0);
    await page.unroute(RECORDS);
    await error.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText(/documents found/)).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    await expect(page.locator('article h2 a').first()).toBeVisible();
  });
});

test.describe('credit line', () => {
  test('the embedded index does not say "Powered by Algolia"', async ({page}) => {
    await gotoHydrated(page, '/');
    await button(page).click();
    await input(page).fill('webhook');
    await expect(hits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    await expect(page.locator('.DocSearch-Footer')).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });
});
