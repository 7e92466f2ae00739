import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {parse} from 'yaml';
import {test, expect, gotoHydrated, expectNoA11yViolations} from './fixtures';

/** Issue 15, sections 4 and 5: moving between versions and finding an operation. */

const areas: Array<{label: string}> = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'openapi', 'sidebar-areas.json'), 'utf8')).areas;
const v2Spec = fs.readFileSync(path.join(__dirname, '..', 'static', 'openapi', 'salesloft-api-v2.0.yaml'), 'utf8');
/** The REST operations of the spec: those under `paths` (its `x-webhooks` events have operation ids too, and no path). */
const v2OperationCount = Object.values((parse(v2Spec) as {paths: Record<string, Record<string, {operationId?: string}>>}).paths)
  .flatMap((item) => Object.values(item))
  .filter((operation) => typeof operation === 'object' && operation !== null && typeof operation.operationId === 'string').length;

/** A method badge: a span with one class per method (api-get, api-post, ...). */
const BADGE = 'span.api-get, span.api-post, span.api-put, span.api-patch, span.api-delete';

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');
const versionSwitch = (page: Page) => page.locator('nav[aria-label="API version"]:visible').first();

for (const {name, width, height} of [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 390, height: 844},
]) {
  test.describe(`API navigation, ${name} (${width} px)`, () => {
    test.use({viewport: {width, height}});

    /** The switch sits in the sidebar, which a phone shows in the navbar's drawer. */
    async function chooseVersion(page: Page, label: 'v1.0' | 'v2.0') {
      if (width < 997) await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await versionSwitch(page).getByRole('link', {name: label}).click();
    }

    test('the version switch keeps the reader on the same operation, both ways', async ({page}) => {
      await gotoHydrated(page, '/docs/api/people-index/');
      await chooseVersion(page, 'v1.0');
      await expect(page).toHaveURL(/\/docs\/api\/1\.0\/public-api-v-1-people-index\/$/);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.locator('main h1')).toContainText(/people/i);
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-api-version'))).toBe('1.0');

      await chooseVersion(page, 'v2.0');
      await expect(page).toHaveURL(/\/docs\/api\/people-index\/$/);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-api-version'))).toBe('2.0');

      // Renamed resources map too: v1 companies are v2 accounts.
      await gotoHydrated(page, '/docs/api/1.0/public-api-v-1-companies-show/');
      await chooseVersion(page, 'v2.0');
      await expect(page).toHaveURL(/\/docs\/api\/accounts-show\/$/);
    });

    test('an operation without a counterpart lands on the overview, which says so', async ({page}) => {
      await gotoHydrated(page, '/docs/api/people-destroy/');
      const title = (await page.locator('main h1').first().textContent())?.trim();
      await chooseVersion(page, 'v1.0');
      await expect(page).toHaveURL(/\/docs\/api\/1\.0\/salesloft-platform\/\?unmatched=people-destroy$/);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const notice = page.getByRole('status').filter({hasText: 'has no counterpart in v1.0'});
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(`“${title}”`);
      await expect(notice.getByRole('link', {name: 'Back to the v2.0 page'})).toHaveAttribute('href', '/docs/api/people-destroy/');
      await expectNoA11yViolations(page);
      // Without the query string the overview has no notice.
      await gotoHydrated(page, '/docs/api/1.0/salesloft-platform/');
      await expect(page.getByText('has no counterpart')).toHaveCount(0);
    });

    test('/docs/api/1.0/ is the index of v1.0 operations', async ({page}) => {
      const response = await page.goto('/docs/api/1.0/');
      expect(response?.status()).toBe(200);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.locator('main h1')).toHaveText('API v1.0 operations');
      await expect(page.locator('main .api-index ul a[href^="/docs/api/1.0/public-api-v-1-"]')).toHaveCount(17);
      await expect(page.locator('main a[href="/docs/api/people-index/"]')).toBeAttached();
      await expectNoA11yViolations(page);
    });

    test('the v2.0 overview indexes every operation and stays short', async ({page}) => {
      await gotoHydrated(page, '/docs/api/');
      const index = page.locator('main');
      // The endpoint index lists operations; the webhook events' area holds events, which have none.
      await expect(index.locator('details.api-index__area')).toHaveCount(areas.filter((a) => a.label !== 'Webhook events').length);
      const rows = index.locator('.api-index ul a');
      expect(await rows.count()).toBe(v2OperationCount);
      // Each row: a badge naming the method, the path, the summary, a link to the operation.
      const row = index.locator('a[href="/docs/api/people-index/"]');
      await expect(row.locator(BADGE)).toHaveText('GET');
      await expect(row.locator('code')).toHaveText('/v2/people');
      await expect(row).toContainText('List people');
      if (width >= 1280) expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2600);
      // The scope lists moved to their own page.
      await expect(page.locator('main')).not.toContainText('people:write');
      await expect(page.locator('main a[href="/docs/api/scopes/"]').first()).toBeVisible();

      await index.getByText('People & Accounts').click();
      await expect(row).toBeVisible();
      await row.click();
      await expect(page).toHaveURL(/\/docs\/api\/people-index\/$/);
      await expectNoA11yViolations(page);
    });

    test("a tag page's operation cards name their method in a badge, with a plain-text description", async ({page}) => {
      await gotoHydrated(page, '/docs/api/cadences/');
      const card = page.locator('main a.card[href="/docs/api/cadences-index/"]');
      await expect(card.getByRole('heading')).toHaveAccessibleName(/^GET\s*List cadences$/);
      await expect(card.locator(BADGE)).toHaveText('GET');
      expect(await card.innerText()).not.toMatch(/\p{Extended_Pictographic}|`/u);
      await expect(card.locator('p')).toHaveAttribute('title', 'Returns the cadences the authenticated user can see.');
    });

    test('the scopes page lists each scope with its operations', async ({page}) => {
      await gotoHydrated(page, '/docs/api/scopes/');
      await expect(page.locator('main h1')).toHaveText('OAuth scopes');
      const write = page.locator('main h2#scope-people-write');
      await expect(write).toHaveText(/people:write/);
      await expect(page.locator('main a[href="/docs/api/people-create/"]').first()).toBeAttached();
      await expectNoA11yViolations(page);
    });

    test('the sidebar is grouped by product area, its items carry method badges, the current one is in view', async ({page}) => {
      await gotoHydrated(page, '/docs/api/webhook-subscriptions-destroy/');
      if (width < 997) await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      const menu = width < 997 ? page.locator('.navbar-sidebar') : sidebar(page);
      const topLevel = menu.locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category-level-1 > div > .menu__link');
      await expect(topLevel).toHaveText(areas.map((a) => a.label));

      const current = menu.locator('.theme-doc-sidebar-menu a.menu__link[aria-current="page"]');
      await expect(current).toHaveAccessibleName(/^DELETE /);
      const badge = current.locator(BADGE);
      await expect(badge).toHaveText('DELETE');
      expect(await badge.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);

      // Webhooks is near the end of a long list; the sidebar scrolled to it without moving focus.
      await expect
        .poll(() =>
          current.evaluate((link) => {
            let scroller = link.parentElement;
            while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
            const box = (scroller ?? document.documentElement).getBoundingClientRect();
            const item = link.getBoundingClientRect();
            return item.top >= box.top && item.bottom <= Math.min(box.bottom, window.innerHeight);
          }),
        )
        .toBe(true);
      expect(await page.evaluate(() => document.activeElement?.closest('.menu') ?? null)).toBeNull();
      if (width >= 997) expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Every operation link in the open area has its badge.
      const items = menu.locator('.theme-doc-sidebar-menu li.api-method > a');
      expect(await items.count()).toBeGreaterThan(3);
      for (const text of await items.allTextContents()) expect(text).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \S/);
    });
  });
}
