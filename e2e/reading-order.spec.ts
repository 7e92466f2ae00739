import {test, expect, gotoHydrated} from './fixtures';

/** The platform guides' sidebar and Previous/Next links follow reading order (sidebars.ts). */
test.describe('platform guides in reading order', () => {
  test('"Next" from the introduction goes to the first API basics page, and back', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/intro/');
    const pager = page.locator('nav.pagination-nav');
    const next = pager.locator('a.pagination-nav__link--next');
    await expect(next).toHaveAttribute('href', '/docs/platform/api-basics/oauth-authentication/');
    await expect(next.locator('.pagination-nav__label')).toHaveText('OAuth authentication');
    await next.click();
    await expect(page).toHaveURL(/\/docs\/platform\/api-basics\/oauth-authentication\/$/);
    await expect(page.locator('a.pagination-nav__link--prev')).toHaveAttribute('href', '/docs/platform/intro/');
    await expect(page.locator('a.pagination-nav__link--next')).toHaveAttribute('href', '/docs/platform/api-basics/client-creds/');
  });

  test('a section hands over to the next one at its last page', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/api-basics/call-data-record/');
    await expect(page.locator('a.pagination-nav__link--next')).toHaveAttribute('href', '/docs/platform/webhooks/introduction/');
  });

  test('the sidebar lists the sections in reading order', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/docs/platform/intro/');
    const topLevel = page.locator('nav.menu > ul.menu__list > li > a, nav.menu > ul.menu__list > li > div > a');
    await expect(topLevel).toHaveText([
      'Introduction',
      'API Basics',
      'Webhooks',
      'Bulk Jobs',
      'Cadence Imports',
      'Activity History',
      'External Calendars',
      'Frontend Integrations',
      'Signals and Plays',
      'Guides',
      'No-Code',
      'AI Agents',
      'Marketplace',
    ]);
  });
});
