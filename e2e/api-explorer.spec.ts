import {test, expect, gotoHydrated, openExplorer} from './fixtures';
import type {Page} from '@playwright/test';

/** Requests that mean the explorer is loading: its code or the operation it works on. */
const EXPLORER_REQUEST = /api-on-demand-explorer|\/openapi\/operations\//;

function explorerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (EXPLORER_REQUEST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

const column = (page: Page) => page.locator('.openapi-right-panel__container');
const explorerForm = (page: Page) => page.locator('.openapi-explorer__request-form');

/** Records layout shifts (not caused by a click or key press) from now on; returns their sum. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as {__shifts: number[]};
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) w.__shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift'});
  });
  return () => page.evaluate(() => (window as unknown as {__shifts: number[]}).__shifts.reduce((a, b) => a + b, 0));
}

test.describe('API explorer on demand', () => {
  test('the page shows the light panel and fetches nothing of the explorer until asked', async ({page}) => {
    const requests = explorerRequests(page);
    await gotoHydrated(page, '/docs/api/people-index/');
    const panel = page.getByRole('region', {name: 'Try this request'});
    await expect(panel.locator('code').first()).toHaveText('https://api.salesloft.com/v2/people');
    await expect(panel).toContainText("curl -X GET 'https://api.salesloft.com/v2/people'");
    // The desktop column is visible from the start; that alone must not load the explorer.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    await expect(explorerForm(page)).toHaveCount(0);

    await openExplorer(page);
    expect(requests.some((u) => u.includes('api-on-demand-explorer'))).toBe(true);
    expect(requests.some((u) => u.endsWith('/openapi/operations/people-index.json'))).toBe(true);
  });

  test('the code tabs’ stylesheet (language icons) loads with the explorer, not with the page', async ({page}) => {
    const iconRuleCount = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets).reduce(
          (n, sheet) => n + Array.from(sheet.cssRules).filter((r) => r.cssText.includes('.openapi-tabs__code-item--python::after')).length,
          0,
        ),
      );
    await gotoHydrated(page, '/docs/api/people-index/');
    await expect(page.locator('link[rel="stylesheet"][href*="api-on-demand-styles"]')).toHaveCount(0);
    expect(await iconRuleCount()).toBe(0);

    await openExplorer(page);
    await expect(page.locator('link[rel="stylesheet"][href*="api-on-demand-styles"]')).toHaveCount(1);
    expect(await iconRuleCount()).toBeGreaterThan(0);
    // A language tab shows its icon: the ::after box carries the data-URI image.
    const tab = page.locator('[class*="openapi-tabs__code-item--"]').first();
    await expect(tab).toBeVisible();
    const icon = await tab.evaluate((el) => getComputedStyle(el, '::after').backgroundImage);
    expect(icon).toMatch(/^url\("data:image\/svg\+xml/);
  });

  test('moving the pointer over the panel loads the explorer, and the swap shifts nothing', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-create/');
    await page.waitForLoadState('networkidle');
    const before = await column(page).boundingBox();
    const shifts = await watchLayoutShifts(page);
    // Move the mouse there directly: locator.hover() would scroll the column fully into view first.
    await page.mouse.move(before!.x + before!.width / 2, before!.y + 40);
    await expect(explorerForm(page)).toBeVisible({timeout: 20_000});
    expect(await column(page).boundingBox()).toEqual(before);
    expect(await shifts()).toBe(0);
  });

  test('keyboard: focusing the panel loads the explorer and focus stays in the column', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-show/');
    await page.getByRole('button', {name: 'Open the API explorer'}).focus();
    await expect(explorerForm(page)).toBeVisible({timeout: 20_000});
    expect(await column(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('scrolling the panel into view loads the explorer, without shifting the page', async ({page}) => {
      const requests = explorerRequests(page);
      await gotoHydrated(page, '/docs/api/people-show/');
      await page.waitForLoadState('networkidle');
      // A scroll the reader did not make (a script, an anchor) does not count.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(800);
      expect(requests).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);

      const shifts = await watchLayoutShifts(page);
      const height = (await column(page).boundingBox())!.height;
      for (let i = 0; i < 40 && (await explorerForm(page).count()) === 0; i += 1) {
        await page.mouse.move(195, 300);
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(150);
      }
      await expect(explorerForm(page)).toBeVisible({timeout: 20_000});
      expect(requests.length).toBeGreaterThan(0);
      expect((await column(page).boundingBox())!.height).toBe(height);
      expect(await shifts()).toBe(0);
    });
  });

  test.describe('when the explorer cannot be fetched', () => {
    test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 503/});

    test('the panel says so and the button tries again', async ({page}) => {
      await page.route('**/openapi/operations/**', (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await gotoHydrated(page, '/docs/api/people-index/');
      await page.getByRole('button', {name: 'Open the API explorer'}).click();
      await expect(page.getByRole('alert')).toContainText('could not be loaded');
      await page.unroute('**/openapi/operations/**');
      await openExplorer(page);
    });
  });
});
