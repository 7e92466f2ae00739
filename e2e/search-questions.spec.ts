import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, FIRST_RESULTS_TIMEOUT, search, searchHits} from './fixtures';

/**
 * Issue 29 on the embedded index, as a reader sees it: questions in plain words find their page
 * though no record holds all their words (optional words), and the modal's "See all N results"
 * names the count /search/ then reports for the same query, in the right plural.
 */

const top3 = (page: Page) => searchHits(page).evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));

test.describe('questions in plain words', () => {
  for (const [query, expected] of [
    ['how much does a deep page cost', /^\/docs\/platform\/api-basics\/(rate-limits|filtering-paging-sorting)\/#deep/],
    ['log a call from my dialer', /^\/docs\/(platform\/api-basics\/third-party-dialers\/|api\/activities-calls-create\/)/],
    ['embed my app in the person page', /^\/docs\/platform\/frontend-integrations\/person-smart-panel-integration\//],
  ] as const) {
    test(`"${query}" has results, ${expected} among the first three`, async ({page}) => {
      await gotoHydrated(page, '/');
      await search(page, query);
      await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
      expect((await top3(page)).some((href) => expected.test(href)), (await top3(page)).join('\n')).toBe(true);
    });
  }
});

test.describe('"See all N results" and /search/ agree', () => {
  // "workato" finds one page: "See 1 result", where the theme's footer said "See all 1 results".
  for (const query of ['webhook signature', 'timezone of a person', 'workato']) {
    test(`"${query}": the modal's count is the search page's count`, async ({page}) => {
      await gotoHydrated(page, '/docs/platform/intro/');
      await search(page, query);
      const footer = page.locator('.DocSearch-HitsFooter a');
      await expect(footer).toHaveText(/^See (all \d+ results|1 result)$/);
      const text = (await footer.textContent()) ?? '';
      const count = Number(/\d+/.exec(text)?.[0]);
      expect(count).toBeGreaterThan(0);
      expect(text).toBe(count === 1 ? 'See 1 result' : `See all ${count} results`);
      await footer.click();
      await expect(page).toHaveURL(new RegExp(`/search/\\?q=${encodeURIComponent(query).replace(/%20/g, '(%20|\\+)')}$`));
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(page.getByText(/documents? found$/)).toHaveText(count === 1 ? 'One document found' : `${count} documents found`, {timeout: FIRST_RESULTS_TIMEOUT});
      await expect(page.locator('article h2 a')).toHaveCount(Math.min(count, 20));
    });
  }
});
