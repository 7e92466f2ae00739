import {test, expect, gotoHydrated, openExplorer} from './fixtures';
import type {Locator, Page} from '@playwright/test';

/** Issue 15, section 3: examples that fit their status and operation, beside the request on desktop. */

const example = (page: Page) => page.getByRole('region', {name: 'Response example'});
const request = (page: Page) => page.getByRole('region', {name: 'Try this request'});

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.height > 0 && box.y >= 0 && box.y + 40 <= viewport.height && box.x + box.width <= viewport.width;
}

test.describe('response examples beside the request (1280 px)', () => {
  test.use({viewport: {width: 1280, height: 720}});

  test('a list shows its 200 example with metadata.paging next to the curl sample, without a click', async ({page}) => {
    await gotoHydrated(page, '/docs/api/meetings-index/');
    const curl = request(page).locator('pre');
    await expect(curl).toContainText("curl -X GET 'https://api.salesloft.com/v2/meetings'");
    await expect(example(page).getByRole('button', {name: '200'})).toHaveAttribute('aria-pressed', 'true');
    const code = example(page).locator('pre');
    await expect(code).toContainText('"data": [');
    await expect(code).toContainText('"metadata": {');
    await expect(code).toContainText('"paging": {');
    await expect(code).toContainText('"per_page": 25');

    // Both in view at once, in the right-hand column beside the article.
    expect(await inViewport(page, curl)).toBe(true);
    expect(await inViewport(page, code)).toBe(true);
    const article = (await page.locator('.openapi-left-panel__container').boundingBox())!;
    const exampleBox = (await example(page).boundingBox())!;
    expect(exampleBox.x).toBeGreaterThanOrEqual(article.x + article.width - 1);
  });

  test("the 422 example names the operation's own field, not per_page", async ({page}) => {
    await gotoHydrated(page, '/docs/api/meetings-index/');
    await example(page).getByRole('button', {name: '422'}).click();
    const code = example(page).locator('pre');
    await expect(code).toContainText('"errors": {');
    await expect(code).toContainText('"status": [');
    await expect(code).toContainText('must be one of: pending, booked, failed, retry');
    await expect(code).not.toContainText('per_page');

    await gotoHydrated(page, '/docs/api/people-create/');
    await example(page).getByRole('button', {name: '422'}).click();
    await expect(example(page).locator('pre')).toContainText('"email_address": [');
    await expect(example(page).locator('pre')).toContainText('has already been taken');
    // The error statuses show the API's error shape.
    await example(page).getByRole('button', {name: '401'}).click();
    await expect(example(page).locator('pre')).toContainText('"error": "No Bearer Token attached to request');
  });

  test("the Responses section's 422 example names the same field", async ({page}) => {
    await gotoHydrated(page, '/docs/api/tasks-create/');
    const responses = page.locator('.openapi-left-panel__container');
    await responses.getByRole('tab', {name: '422', exact: true}).click();
    await responses.getByRole('tab', {name: 'Example', exact: true}).last().click();
    const code = responses.locator('[role="tabpanel"]:not([hidden]) pre').last();
    await expect(code).toContainText('"subject": [');
    await expect(code).not.toContainText('per_page');
  });

  test('the example stays beside the request once the explorer has loaded', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-create/');
    const before = (await example(page).boundingBox())!;
    await openExplorer(page);
    await expect(page.locator('.openapi-explorer__request-form')).toBeAttached();
    expect(await example(page).boundingBox()).toEqual(before);
    expect(await inViewport(page, example(page).locator('pre'))).toBe(true);
    // The explorer's code samples are the request sample now; the first is in view above the example.
    const sample = page.locator('.openapi-right-panel__container .openapi-tabs__code-container, .openapi-right-panel__container pre').first();
    expect(await inViewport(page, sample)).toBe(true);
  });
});

test.describe('response examples on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the column leaves the examples to the Responses section', async ({page}) => {
    await gotoHydrated(page, '/docs/api/meetings-index/');
    await expect(example(page)).toBeHidden();
    await expect(page.locator('.openapi-left-panel__container').getByRole('tab', {name: '422', exact: true})).toBeVisible();
  });
});
