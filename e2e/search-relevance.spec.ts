import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, FIRST_RESULTS_TIMEOUT} from './fixtures';

/**
 * The relevance query set (scripts/search/queries.mjs: typos, word forms, error codes, parameter
 * names, "list X" / "create X") over the records of the build under test: at least 95 % of the
 * queries find an expected page in the top three, on the embedded engine and on the Algolia
 * emulator under the settings and synonyms `npm run search:push` sends. The ranks are those of the
 * order the modal shows (rankHits of src/search/ranking.ts and DocSearch's grouping, on a v2.0 page
 * unless a query says otherwise), not the backend's raw order; the last test holds the script's
 * idea of that order to the modal's. The script runs as its own Node process (it loads the
 * engine's TypeScript through jiti), once per test worker.
 */
interface Rank {
  query: string;
  version: string;
  rank: number;
  top: string[];
}
interface Report {
  queries: number;
  bar: number;
  order: string;
  embedded: Rank[];
  algolia: Rank[];
  top3: {embedded: number; algolia: number};
}

const root = path.join(__dirname, '..');
let report: Report | undefined;
function relevance(): Report {
  if (!report) {
    const out = execFileSync(process.execPath, ['scripts/search/relevance.mjs', '--json', '--dir', path.join(root, 'build')], {cwd: root, encoding: 'utf8'});
    report = JSON.parse(out.trim().split('\n').pop() ?? '{}') as Report;
  }
  return report;
}

const misses = (ranks: Rank[]) => ranks.filter((r) => r.rank < 1 || r.rank > 3).map((r) => `${r.query} (${r.rank || 'none'})`);

/** The links of the modal's first three hits, in the order shown. */
const shownTop3 = (page: Page) => page.locator('.DocSearch-Hit a').evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));

test.describe('search relevance', () => {
  test.setTimeout(120_000);

  test('at least 60 queries, scored in the order the modal shows', () => {
    const {queries, order} = relevance();
    expect(queries).toBeGreaterThanOrEqual(60);
    expect(order).toBe('modal');
  });

  test('embedded engine: 95 % find an expected page in the top three', () => {
    const {bar, embedded, top3} = relevance();
    expect(top3.embedded, `embedded misses: ${misses(embedded).join(', ')}`).toBeGreaterThanOrEqual(bar);
  });

  test('Algolia emulator: 95 % find an expected page in the top three', () => {
    const {bar, algolia, top3} = relevance();
    expect(top3.algolia, `Algolia emulator misses: ${misses(algolia).join(', ')}`).toBeGreaterThanOrEqual(bar);
  });

  // Queries whose order the modal changes: Docs sorted by their levels and page-title hits dropped
  // (guides), the other API version moved last ("list people"), one asked from a v1.0 page.
  test('the modal shows the first three hits the script scored (embedded index)', async ({page}) => {
    const {embedded} = relevance();
    const sample = ['webhook signature', 'rate limits', 'pagination', 'per_page', 'list people', 'create a person', 'list companies'];
    const byPage = new Map<string, Rank[]>();
    for (const query of sample) {
      const rank = embedded.find((r) => r.query === query);
      expect(rank, `"${query}" is in the query set`).toBeTruthy();
      const from = rank!.version === '1.0' ? '/docs/api/1.0/public-api-v-1-people-index/' : '/';
      byPage.set(from, [...(byPage.get(from) ?? []), rank!]);
    }
    for (const [from, ranks] of byPage) {
      await gotoHydrated(page, from);
      await page.locator('.DocSearch-Button').click();
      for (const [i, {query, top}] of ranks.entries()) {
        await page.locator('.DocSearch-Input').fill(query);
        // The first query on a page waits for the index to load.
        await expect.poll(() => shownTop3(page), {message: `first three hits for "${query}" on ${from}`, timeout: i === 0 ? FIRST_RESULTS_TIMEOUT : 5_000}).toEqual(top);
      }
    }
  });
});
