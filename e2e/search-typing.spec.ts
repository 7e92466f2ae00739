import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, FIRST_RESULTS_TIMEOUT} from './fixtures';

/**
 * Typing straight after asking for search: every key typed between the click, tap or shortcut and
 * the modal's input taking focus ends up in the query, in order, and the results are for all of it
 * (src/theme/SearchBar/machine.ts keeps the keys meanwhile). Nothing here waits between asking and
 * typing: the keys leave before the full search bar, the modal or the index have arrived.
 */

const button = (page: Page) => page.locator('.DocSearch-Button');
const input = (page: Page) => page.locator('.DocSearch-Input');
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hits = (page: Page) => page.locator('.DocSearch-Hit a');
const SEARCH_BAR_CHUNK = /\/assets\/js\/search-bar\.[0-9a-f]+\.js$/;

/**
 * Asserts the modal's query and that the results shown are for it: the first hit names it, and
 * each highlighted word of the first hits matches it (a query that lost its first letters, or an
 * answer to an earlier, shorter query, highlights other words).
 */
async function expectResultsFor(page: Page, query: string, word: RegExp) {
  await expect(input(page)).toHaveValue(query);
  await expect(input(page)).toBeFocused();
  await expect(hits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  await expect(hits(page).first()).toContainText(word);
  const marks = await page.locator('.DocSearch-Hit mark').evaluateAll((all) => all.slice(0, 10).map((m) => m.textContent ?? ''));
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark).toMatch(word);
  // The caret is at the end, where the reader's next key goes.
  expect(await input(page).evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([query.length, query.length]);
}

/**
 * Gives every request the round trip of a phone's connection (about 100 ms), as readers have it:
 * the search bar's and the modal's code then take longer to come than a word takes to type, on any
 * machine that runs the tests.
 */
async function phoneLatency(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 100, downloadThroughput: -1, uploadThroughput: -1});
}

/** Holds the full search bar's chunk until `release` is called: a slow first load, made exact. */
async function holdSearchBarChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEARCH_BAR_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test.describe(`typed at once after asking, at ${viewport.width} px`, () => {
    test.use({viewport});

    test('a click, then a word: the whole word is the query, and the results are for it', async ({page}) => {
      await phoneLatency(page);
      await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
      await button(page).click();
      await page.keyboard.type('webhooks');
      await expectResultsFor(page, 'webhooks', /webhook/i);
    });

    test('a second search on the same page, once the full bar is there, keeps every key too', async ({page}) => {
      await gotoHydrated(page, '/');
      await button(page).click();
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      await button(page).click();
      await page.keyboard.type('cadences');
      await expectResultsFor(page, 'cadences', /cadence/i);
    });

    test('on a slow first load, the whole word typed before the search bar arrives', async ({page}) => {
      const release = await holdSearchBarChunk(page);
      await gotoHydrated(page, '/');
      await button(page).click();
      await page.keyboard.type('rate limits');
      release();
      await expectResultsFor(page, 'rate limits', /rate|limit/i);
    });
  });
}

test.describe('typed at once after a shortcut, at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('Ctrl/Cmd+K, then a word', async ({page}) => {
    await phoneLatency(page);
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('webhooks');
    await expectResultsFor(page, 'webhooks', /webhook/i);
  });

  test('/, then a query with a slash in it', async ({page}) => {
    await phoneLatency(page);
    await gotoHydrated(page, '/');
    await page.keyboard.press('/');
    await page.keyboard.type('cadence/steps');
    await expect(input(page)).toHaveValue('cadence/steps');
    await expect(input(page)).toBeFocused();
  });

  test('Backspace corrects a key typed before the input had focus', async ({page}) => {
    const release = await holdSearchBarChunk(page);
    await gotoHydrated(page, '/');
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('webhookz');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('s');
    release();
    await expectResultsFor(page, 'webhooks', /webhook/i);
  });

  test('Escape before the modal is there cancels: no modal, and later keys reach the page as before', async ({page}) => {
    const release = await holdSearchBarChunk(page);
    await gotoHydrated(page, '/');
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('web');
    await page.keyboard.press('Escape');
    release();
    // The full bar has replaced the first button, and opened nothing.
    await expect(button(page)).toBeVisible();
    await page.waitForFunction(() => !!window.performance.getEntriesByType('resource').find((r) => /\/search-bar\.[0-9a-f]+\.js$/.test(r.name)));
    await page.waitForTimeout(500);
    await expect(modal(page)).toHaveCount(0);
    // A key typed now is the page's: '/' opens search, empty.
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });
});

test.describe('keys that are not for the search stay with the page', () => {
  test('with the search bar loaded but not asked for, a text field on the page gets every key', async ({page}) => {
    await gotoHydrated(page, '/search/');
    // The hover loads the full search bar, which from then on sees every key first.
    await button(page).hover();
    await page.waitForFunction(() => !!window.performance.getEntriesByType('resource').find((r) => /\/search-bar\.[0-9a-f]+\.js$/.test(r.name)));
    const box = page.getByRole('searchbox', {name: 'Search'});
    await box.click();
    await page.keyboard.type('rate limits');
    await page.keyboard.press('Backspace');
    await expect(box).toHaveValue('rate limit');
    await expect(modal(page)).toHaveCount(0);
  });

  test('Ctrl/Cmd+K from a text field: what is typed next goes into the query, not into the field', async ({page}) => {
    await phoneLatency(page);
    await gotoHydrated(page, '/search/');
    // The search page's own box (the modal's input is a search box named Search too).
    const box = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
    await box.click();
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('webhooks');
    await expectResultsFor(page, 'webhooks', /webhook/i);
    await expect(box).toHaveValue('');
  });
});
