import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, FIRST_RESULTS_TIMEOUT, search, searchButton, searchInput, searchHits} from './fixtures';

/**
 * What the modal answers on the embedded index: typos and word forms find the page, one hit per
 * page, API versions kept apart, and the modal usable on a phone.
 */

/** The rendered hits, in order: their group, type and link. */
async function rendered(page: Page): Promise<{group: string; type: string; href: string}[]> {
  return page.locator('.DocSearch-Hits').evaluateAll((sections) =>
    sections.flatMap((section) => {
      const group = section.querySelector('.DocSearch-Hit-source')?.textContent ?? '';
      return Array.from(section.querySelectorAll('.DocSearch-Hit a'), (a) => ({group, type: a.getAttribute('data-hit-type') ?? '', href: a.getAttribute('href') ?? ''}));
    }),
  );
}

test.describe('typos and word forms', () => {
  for (const [query, expected] of [
    ['peple', /^\/docs\/api\/people/],
    ['webhok', /webhook/],
    ['cadance', /cadence/],
    ['pagination', /^\/docs\/platform\/api-basics\/filtering-paging-sorting\//],
    ['authenticating', /authentication/],
  ] as const) {
    test(`"${query}" finds ${expected} in the first three results`, async ({page}) => {
      await gotoHydrated(page, '/');
      await search(page, query);
      const top = (await rendered(page)).slice(0, 3).map((h) => h.href);
      expect(
        top.some((href) => expected.test(href)),
        top.join('\n'),
      ).toBe(true);
    });
  }
});

test.describe('one hit per page', () => {
  test('an operation appears once, as the page itself when its title matches', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'create a person');
    const all = await rendered(page);
    const pages = all.map((h) => h.href.split('#')[0]);
    expect(new Set(pages).size, pages.join('\n')).toBe(pages.length);
    const operation = all.find((h) => h.href.startsWith('/docs/api/people-create/'));
    expect(operation).toMatchObject({group: 'API', type: 'lvl1', href: '/docs/api/people-create/'});
  });

  test('a guide appears once, as its best section', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'rate limits');
    const pages = (await rendered(page)).map((h) => h.href.split('#')[0]);
    expect(pages.filter((p) => p === '/docs/platform/api-basics/rate-limits/')).toHaveLength(1);
    expect(new Set(pages).size).toBe(pages.length);
  });
});

test.describe('version scope', () => {
  test('on a v2.0 page, v1.0 operations are only in their own "API v1.0" group, after the rest', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-index/');
    await search(page, 'list people');
    const all = await rendered(page);
    expect(all[0]).toMatchObject({group: 'API', href: '/docs/api/people-index/'});
    expect(all.filter((h) => h.group === 'API' && h.href.startsWith('/docs/api/1.0/'))).toEqual([]);
    const legacy = all.filter((h) => h.href.startsWith('/docs/api/1.0/'));
    expect(legacy.length).toBeGreaterThan(0);
    expect(legacy.every((h) => h.group === 'API v1.0')).toBe(true);
    const firstLegacy = all.findIndex((h) => h.group === 'API v1.0');
    expect(all.slice(firstLegacy).every((h) => h.group === 'API v1.0')).toBe(true);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: /^API v1\.0$/})).toBeVisible();
  });

  test('a query that names v1.0 lists v1.0 operations as "API" on a v2.0 page, and v2.0 ones apart', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-index/');
    await search(page, 'legacy list people');
    const all = await rendered(page);
    expect(all[0]).toMatchObject({group: 'API', href: '/docs/api/1.0/public-api-v-1-people-index/'});
    expect(all.filter((h) => h.group === 'API').every((h) => h.href.startsWith('/docs/api/1.0/'))).toBe(true);
    // v2.0 operations the query also matched are set apart, after the rest.
    const current = all.filter((h) => /^\/docs\/api\/(?!1\.0\/)[^/]+-(index|show|create|update|destroy)\//.test(h.href));
    expect(current.every((h) => h.group === 'API v2.0')).toBe(true);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('API');
  });

  test('a resource only v1.0 has is still found, under "API v1.0"', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'list companies');
    const all = await rendered(page);
    expect(all.find((h) => h.href.startsWith('/docs/api/1.0/public-api-v-1-companies-index/'))).toMatchObject({group: 'API v1.0'});
  });

  test('on a v1.0 page, v1.0 operations are "API" and v2.0 ones are set apart', async ({page}) => {
    await gotoHydrated(page, '/docs/api/1.0/public-api-v-1-people-index/');
    await search(page, 'list people');
    const all = await rendered(page);
    expect(all[0].group).toBe('API');
    expect(all.filter((h) => h.group === 'API').every((h) => h.href.startsWith('/docs/api/1.0/'))).toBe(true);
    expect(all.filter((h) => /^\/docs\/api\/people-index\//.test(h.href)).map((h) => h.group)).toEqual(['API v2.0']);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the overlay covers the sticky navbar, and its input is focused and takes typing', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    await page.mouse.wheel(0, 600);
    await searchButton(page).tap();
    await expect(searchInput(page)).toBeFocused();
    const box = (await searchInput(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Nothing of the page (the navbar included) is drawn over the input or over the navbar's band.
    const onTop = await page.evaluate(
      ([x, y]) => {
        const at = (px: number, py: number) => document.elementFromPoint(px, py)?.closest('.DocSearch-Container') !== null;
        return {input: document.elementFromPoint(x, y)?.classList.contains('DocSearch-Input') ?? false, navbarBand: at(195, 20)};
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toEqual({input: true, navbarBand: true});
    await searchInput(page).tap();
    await page.keyboard.type('webhook');
    await expect(searchInput(page)).toHaveValue('webhook');
    await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  });
});
