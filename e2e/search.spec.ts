import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, expectNoA11yViolations, FIRST_RESULTS_TIMEOUT, search, searchButton, searchInput, searchHits} from './fixtures';

/**
 * The navbar search on the embedded index (the default: no Algolia values configured): SPEC 2, 5, 8
 * and 9 rules for the DocSearch modal, and the index staying off page load.
 */

const INDEX_NAME = 'salesloft-developers-embedded';
const modal = (page: Page) => page.locator('.DocSearch-Modal');

/** Titles of the first results as a reader sees them, in order. */
async function firstResults(page: Page, count: number): Promise<string[]> {
  const all = await page.locator('.DocSearch-Hit a').evaluateAll((links) =>
    links.map((a) => `${a.querySelector('.DocSearch-Hit-title')?.textContent ?? ''} | ${a.querySelector('.DocSearch-Hit-path')?.textContent ?? ''} | ${a.getAttribute('href')}`),
  );
  return all.slice(0, count);
}

test.describe('shortcuts', () => {
  for (const shortcut of ['ControlOrMeta+k', '/']) {
    test(`${shortcut} pressed before the page is interactive opens search once it is, with the keys typed since`, async ({page}) => {
      // The page's application code is held: the HTML is there, nothing has hydrated.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/docs/platform/intro/', {waitUntil: 'domcontentloaded'});
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
      await page.keyboard.press(shortcut);
      await page.keyboard.type('webhok');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('ok');
      release();
      await expect(modal(page)).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
      await expect(searchInput(page)).toHaveValue('webhook');
      await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    });
  }

  test('"/" opens search again after Escape closed it (the search button then has focus)', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/intro/');
    for (const query of ['webhook', 'cadence']) {
      await page.keyboard.press('/');
      await expect(modal(page)).toBeVisible();
      await page.keyboard.type(query);
      await expect(searchInput(page)).toHaveValue(query);
      await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    }
  });
});

test.describe('search index loading', () => {
  test('no index request on page load; the first hover fetches it', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/docs/platform/api-basics/rate-limits/', {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(500);
    expect(requests.filter((u) => u.includes('/search-index/'))).toEqual([]);

    const index = page.waitForResponse((r) => /\/search-index\/index\.[0-9a-f]+\.json$/.test(r.url()));
    // The index is fetched, parsed and searched in a worker, off the page's main thread.
    const worker = page.waitForEvent('worker');
    await searchButton(page).hover();
    expect(await (await worker).evaluate(() => self.name)).toBe('search');
    expect((await index).status()).toBe(200);
    // One round trip: the page names the shards, so the manifest is not asked first.
    expect(requests.filter((u) => u.endsWith('/search-index/manifest.json'))).toEqual([]);
  });

  test('a shortcut also fetches it, once', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await gotoHydrated(page, '/');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(modal(page)).toBeVisible();
    await searchInput(page).fill('webhook');
    await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    expect(requests.filter((u) => /\/search-index\/index\.[0-9a-f]+\.json$/.test(u))).toHaveLength(1);
    expect(requests.filter((u) => /\/search-index\/records\.[0-9a-f]+\.json$/.test(u))).toHaveLength(1);
    expect(requests.filter((u) => u.endsWith('/search-index/manifest.json'))).toEqual([]);
  });

  test('a page whose shards are gone (built before the index was deployed again) finds the current ones through the manifest', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    // The shards the page names answer 404 once, as after a deploy that replaced them.
    await page.route(/\/search-index\/records\.[0-9a-f]+\.json$/, (route) => route.fulfill({status: 404, body: 'gone'}), {times: 1});
    await gotoHydrated(page, '/');
    await search(page, 'webhook');
    const manifestAt = requests.indexOf('/search-index/manifest.json');
    expect(manifestAt, 'the manifest is asked after the named shard failed').toBeGreaterThan(requests.findIndex((u) => /\/records\./.test(u)));
    expect(requests.slice(manifestAt).filter((u) => /\/search-index\/records\./.test(u))).toHaveLength(1);
  });
});

/**
 * The first load carries only the search button; the full search bar replaces it on the first sign
 * of intent (src/theme/SearchBar). The bar's chunk is held back here so the swap can be placed
 * exactly, between the press of a mouse button and its release.
 */
test.describe('the search button before the full bar has loaded', () => {
  async function holdSearchBarChunk(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/search-bar\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** Presses the mouse on the button, lets the full bar replace it, and returns once it has. */
  async function pressWhileReplaced(page: Page) {
    const release = await holdSearchBarChunk(page);
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    const light = await searchButton(page).elementHandle();
    const box = (await searchButton(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.waitForFunction((el) => !el!.isConnected, light);
    await expect(searchButton(page)).toBeVisible();
  }

  test('a press held while the full bar replaces the button opens the modal on release', async ({page}) => {
    await pressWhileReplaced(page);
    await page.mouse.up();
    await expect(modal(page)).toBeVisible();
    await searchInput(page).fill('webhook');
    await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  });

  test('so does the space bar held on the focused button', async ({page}) => {
    const release = await holdSearchBarChunk(page);
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    const light = await searchButton(page).elementHandle();
    await searchButton(page).focus();
    await page.keyboard.down(' ');
    release();
    await page.waitForFunction((el) => !el!.isConnected, light);
    await expect(searchButton(page)).toBeFocused();
    await page.keyboard.up(' ');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
  });

  test('a press released away from the button does not open it, and the next click does', async ({page}) => {
    await pressWhileReplaced(page);
    const heading = (await page.locator('article h1').boundingBox())!;
    await page.mouse.move(heading.x + 10, heading.y + heading.height / 2);
    await page.mouse.up();
    await page.waitForTimeout(500);
    await expect(modal(page)).toHaveCount(0);
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
  });
});

test.describe('search modal', () => {
  test('button shows the shortcut; Ctrl/Cmd+K and / open it; placeholder, empty start and Escape', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', /^(Control|Meta)\+k$/);
    await expect(page.locator('.DocSearch-Button-Keys')).toContainText(/Ctrl|⌘/);
    await expect(page.locator('.DocSearch-Button-Keys kbd')).toHaveCount(2);

    await page.keyboard.press('ControlOrMeta+k');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.locator('.DocSearch-Modal').getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    // Focus returns to the button.
    await expect(searchButton(page)).toBeFocused();

    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toHaveValue('');
  });

  test('/ typed in an input does not open it', async ({page}) => {
    await gotoHydrated(page, '/search/');
    const box = page.getByRole('searchbox', {name: 'Search'});
    await box.click();
    await page.keyboard.type('a/b');
    await expect(box).toHaveValue('a/b');
    await expect(modal(page)).toBeHidden();
  });

  test('a letter or digit typed on the focused button opens the modal with it', async ({page}) => {
    await gotoHydrated(page, '/');
    await searchButton(page).focus();
    await page.keyboard.press('w');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toHaveValue('w');
    await page.keyboard.type('ebhook');
    await expect(searchInput(page)).toHaveValue('webhook');
    await page.keyboard.press('Escape');
    await searchButton(page).focus();
    await page.keyboard.press('4');
    await expect(searchInput(page)).toHaveValue('4');
  });

  test('selected text (first 64 characters) is the initial query', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    await page.locator('article p').first().selectText();
    await page.keyboard.press('ControlOrMeta+k');
    const value = await searchInput(page).inputValue();
    expect(value.length).toBe(64);
    expect(value).toBe('The Salesloft API limits how much work each team can ask of it p');
  });

  test('results are grouped API and Docs, at most 17 per group, with 10-word snippets, on the current origin', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'person');
    const sources = page.locator('.DocSearch-Hit-source');
    await expect(sources.first()).toBeVisible();
    // API and Docs; v1.0 operations in a group of their own on this (v2.0) page (version scope).
    const groups = new Set(await sources.allTextContents());
    expect([...groups].filter((g) => g !== 'API v1.0').sort()).toEqual(['API', 'Docs']);
    const perGroup = await page.locator('.DocSearch-Hits').evaluateAll((sections) => sections.map((s) => s.querySelectorAll('.DocSearch-Hit').length));
    expect(Math.max(...perGroup)).toBeLessThanOrEqual(17);

    const hrefs = await searchHits(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((h) => h.startsWith('/') && !h.startsWith('//'))).toBe(true);

    await searchInput(page).fill('retry');
    await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    const snippets = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allTextContents();
    const words = (s: string) => s.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length;
    expect(Math.max(...snippets.map(words))).toBeLessThanOrEqual(10);
  });

  test('a group is cut at 17 results', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'update');
    const perGroup = await page.locator('.DocSearch-Hits').evaluateAll((sections) => sections.map((s) => s.querySelectorAll('.DocSearch-Hit').length));
    expect(Math.max(...perGroup)).toBe(17);
  });

  // Decision 0012: SPEC 5's sort by levels orders the sections of one page; pages keep their
  // relevance ("hmac sha1 callback token" once put the Workato page first because it sorts last).
  test('Docs results: no page-title hits; the most relevant page first, the hits of a page sorted by their levels 0 to 3 in descending order', async ({page}) => {
    await gotoHydrated(page, '/');
    const docs = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: /^Docs$/})});
    const rendered = () =>
      docs.locator('a[data-hit-type]').evaluateAll((links) =>
        links.map((a) => ({type: a.getAttribute('data-hit-type'), levels: a.getAttribute('data-hit-levels') ?? '', page: (a.getAttribute('href') ?? '').split('#')[0]})),
      );
    await search(page, 'hmac sha1 callback token');
    expect((await rendered())[0].page).toBe('/docs/platform/webhooks/delivery-headers/');
    await searchInput(page).fill('cadence import');
    await expect.poll(async () => (await rendered()).length).toBeGreaterThan(1);
    const hits = await rendered();
    expect(hits.filter((h) => h.type === 'lvl1')).toEqual([]);
    for (const path of new Set(hits.map((h) => h.page))) {
      const levels = hits.filter((h) => h.page === path).map((h) => h.levels);
      expect(levels).toEqual([...levels].sort((a, b) => b.localeCompare(a, 'en')));
    }
    // API keeps its page-title hits.
    await searchInput(page).fill('create a person');
    const api = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: /^API$/})});
    await expect(api.locator('a[data-hit-type="lvl1"]').first()).toBeVisible();
  });

  test('keyboard: arrows move, Enter opens, Ctrl/Cmd+Enter opens a new tab, Shift+Enter a new window', async ({page, context}) => {
    await gotoHydrated(page, '/');
    // A query with several pages among its hits ("rate limits" is now one hit: one per page).
    await search(page, 'webhook');
    const items = page.locator('.DocSearch-Hit');
    await expect(items.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(items.first()).toHaveAttribute('aria-selected', 'true');

    const href = (await items.first().locator('a').getAttribute('href')) ?? '';
    const tab = context.waitForEvent('page');
    await page.keyboard.press('ControlOrMeta+Enter');
    const newTab = await tab;
    await newTab.waitForLoadState();
    expect(new URL(newTab.url()).pathname).toBe(href.split('#')[0]);
    await newTab.close();

    const win = context.waitForEvent('page');
    await page.keyboard.press('Shift+Enter');
    const newWindow = await win;
    await newWindow.waitForLoadState();
    expect(new URL(newWindow.url()).pathname).toBe(href.split('#')[0]);
    await newWindow.close();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}`));
    await expect(modal(page)).toBeHidden();
  });

  test('recent searches (7, or 4 with favourites) and favourites are kept per index', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'rate limits');
    await page.keyboard.press('Enter');
    await page.waitForURL(/rate-limits/);
    const stored = await page.evaluate((name) => localStorage.getItem(`__DOCSEARCH_RECENT_SEARCHES__${name}`), INDEX_NAME);
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

    // Nine stored recent searches: seven are shown; with a favourite, four.
    await page.evaluate((name) => {
      const recent = JSON.parse(localStorage.getItem(`__DOCSEARCH_RECENT_SEARCHES__${name}`) ?? '[]')[0];
      const many = Array.from({length: 9}, (_, i) => ({...recent, objectID: `recent-${i}`, hierarchy: {...recent.hierarchy, lvl1: `Recent ${i}`}}));
      localStorage.setItem(`__DOCSEARCH_RECENT_SEARCHES__${name}`, JSON.stringify(many));
    }, INDEX_NAME);
    await gotoHydrated(page, '/');
    await searchButton(page).click();
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(7);
    await page.locator('.DocSearch-Hit').first().hover();
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    const favourites = await page.evaluate((name) => localStorage.getItem(`__DOCSEARCH_FAVORITE_SEARCHES__${name}`), INDEX_NAME);
    expect(JSON.parse(favourites ?? '[]')).toHaveLength(1);
    await page.keyboard.press('Escape');
    await searchButton(page).click();
    const recentSection = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recentSection.locator('.DocSearch-Hit')).toHaveCount(4);
  });

  test('no results: the message and up to 3 suggestions', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'person');
    await searchInput(page).fill('zzqxv');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "zzqxv"');
    const suggestions = page.locator('.DocSearch-NoResults .DocSearch-Prefill');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    expect(await suggestions.allTextContents()).toEqual(expect.arrayContaining(['API']));
    await suggestions.filter({hasText: /^API$/}).click();
    await expect(searchInput(page)).toHaveValue('api ');
    await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  });

  test.describe('when the index cannot be fetched', () => {
    // The browser reports the aborted requests.
    test.use({allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/});

    test('shows the network error of SPEC 8', async ({page}) => {
      await page.route('**/search-index/**', (route) => route.abort('failed'));
      await gotoHydrated(page, '/');
      await searchButton(page).click();
      await searchInput(page).fill('webhook');
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      // Once the index can be fetched again, results come back.
      await page.unroute('**/search-index/**');
      await searchInput(page).fill('webhooks');
      await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
      await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    });
  });

  test('typo tolerance and prefixes: "webhok" finds webhooks, "cad" finds cadences', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'webhok');
    await expect(searchHits(page).first()).toContainText(/webhook/i);
    await searchInput(page).fill('cad');
    await expect(searchHits(page).first()).toContainText(/cadence/i);
  });

  for (const [query, expected] of [
    ['rate limits', '/docs/platform/api-basics/rate-limits/'],
    ['create a person', '/docs/api/people-create/'],
    ['webhook signature', '/docs/platform/webhooks/delivery-headers/'],
  ] as const) {
    test(`"${query}" finds ${expected} in the first three results`, async ({page}) => {
      await gotoHydrated(page, '/');
      await search(page, query);
      const top = await firstResults(page, 3);
      expect(top.some((line) => line.split(' | ')[2].startsWith(expected)), top.join('\n')).toBe(true);
    });
  }
});

test.describe('narrow screens', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('snippets are 5 words', async ({page}) => {
    await gotoHydrated(page, '/');
    await searchButton(page).click();
    await searchInput(page).fill('retry');
    await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    const snippets = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allTextContents();
    const words = (s: string) => s.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length;
    expect(Math.max(...snippets.map(words))).toBeLessThanOrEqual(5);
  });
});

test.describe('search page', () => {
  test('the 64-character search box, results from the same index, no axe violations', async ({page}) => {
    await gotoHydrated(page, '/search/?q=webhook%20signature');
    // One main landmark (Lighthouse's landmark-one-main).
    await expect(page.getByRole('main')).toHaveCount(1);
    const box = page.getByRole('searchbox', {name: 'Search'});
    await expect(box).toHaveAttribute('maxlength', '64');
    await expect(box).toHaveValue('webhook signature');
    await expect(page.getByText(/documents found/)).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    const links = page.locator('article h2 a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => h.startsWith('/docs/platform/webhooks/delivery-headers/'))).toBe(true);

    await expectNoA11yViolations(page);

    await box.fill('x'.repeat(80));
    await expect(box).toHaveValue('x'.repeat(64));
  });
});
