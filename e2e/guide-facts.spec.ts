import {test, expect, gotoHydrated} from './fixtures';

/**
 * The facts corrected for issue 17 reach the built pages: each is visible text on the page a reader
 * opens, not only in the MDX source (scripts/content/guides.test.mjs checks the source).
 */
test.describe('corrected facts on the built pages (issue 17)', () => {
  test('cadence import automated settings: send types, time zone modes and the 720-minute delay', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/cadence-imports/automated-settings/');
    const table = page.locator('article table').filter({hasText: 'timezone_mode'});
    await expect(table).toBeVisible();
    for (const text of ['at_time', 'after_time_delay', '"person"', '"user"', '720']) await expect(table).toContainText(text);
    await expect(table.locator('tr', {hasText: 'delay_time'})).toContainText('720');
  });

  test('cadence import settings: reschedule_from_pause_enabled and cadence_priority are documented fields', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/cadence-imports/settings/');
    for (const field of ['reschedule_from_pause_enabled', 'cadence_priority']) {
      await expect(page.locator('article table tr td:first-child', {hasText: field}).first()).toBeVisible();
    }
  });

  for (const route of ['/docs/platform/bulk-jobs/bulk-types/', '/docs/platform/bulk-jobs/intro/']) {
    test(`${route} lists the calendar/events/upsert bulk type`, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(page.locator('article table tr td:first-child', {hasText: 'calendar/events/upsert'}).first()).toBeVisible();
    });
  }

  test('webhook event types: an event row names its required scope', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/webhooks/event-types/');
    const table = page.locator('article table').filter({has: page.getByRole('columnheader', {name: 'Required scope'})});
    const row = table.locator('tr').filter({has: page.locator('td:first-child', {hasText: /^account_created$/})});
    await expect(row).toBeVisible();
    await expect(row.locator('td').last()).toHaveText('accounts:read');
  });

  test('activity history filters: limit_paging_counts is a documented parameter', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/activity-history/filters/');
    const row = page.locator('article table tr').filter({has: page.locator('td:first-child', {hasText: /^limit_paging_counts$/})});
    await expect(row).toBeVisible();
    await expect(row).toContainText('10,000');
  });

  test('frontend integrations: the token response carries tenant_id and integration_id', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/frontend-integrations/authentication-and-flow/');
    for (const field of ['integration_id', 'tenant_id']) {
      await expect(page.locator('article table tr td:first-child', {hasText: new RegExp(`^${field}$`)}).first()).toBeVisible();
    }
  });

  test('the List past activities reference lists the limit_paging_counts query parameter', async ({page}) => {
    await gotoHydrated(page, '/docs/api/activity-histories-index/');
    const param = page.locator('.params-list__item').filter({has: page.locator('.openapi-schema__property', {hasText: /^limit_paging_counts$/})});
    await expect(param).toHaveCount(1);
    // Rows render with content-visibility: auto; bring this one on screen before checking it.
    await param.scrollIntoViewIfNeeded();
    await expect(param).toBeVisible();
    await expect(param).toContainText('10,000');
  });
});
