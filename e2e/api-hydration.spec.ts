import {test, expect, gotoHydrated} from './fixtures';

/**
 * Issue 30: an operation page's request body and responses are hydrated in place. The openapi
 * theme's tabs used to remount once the page had hydrated (patches/docusaurus-theme-openapi-docs),
 * which threw away the server's markup of both sections and built it again right after hydration.
 */

const TAB_LISTS = '.openapi-tabs__mime-list-container, .openapi-tabs__schema-list-container, .openapi-tabs__response-list-container';

test.describe('operation page hydration', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test("the request body's and the responses' tabs are the server's elements after hydration", async ({page}) => {
    await page.addInitScript((selector) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {serverTabLists: Element[]}).serverTabLists = Array.from(document.querySelectorAll(selector));
      });
    }, TAB_LISTS);
    await gotoHydrated(page, '/docs/api/people-create/');
    // Hydrated: the response example beside the request has been filled in from the Responses section.
    await expect(page.getByRole('region', {name: 'Response example'}).locator('pre')).toContainText('"display_name": "Pat Johnson"');
    const lists = await page.evaluate(() => {
      const server = (window as unknown as {serverTabLists: Element[]}).serverTabLists;
      return {server: server.length, kept: server.filter((el) => el.isConnected).length};
    });
    // Request body: media type and schema/example tabs; responses: status codes, media type, schema/example.
    expect(lists.server).toBe(5);
    expect(lists.kept).toBe(lists.server);
  });

  test('the tabs still switch after hydration', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-create/');
    const responses = page.locator('.openapi-left-panel__container');
    await responses.getByRole('tab', {name: '422', exact: true}).click();
    await expect(responses.getByRole('tab', {name: '422', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(responses.getByText('A value in the request is invalid', {exact: false})).toBeVisible();
    // The request body's Example tab shows the spec's example.
    const body = responses.locator('.openapi-tabs__schema-list-container').first();
    await body.getByRole('tab', {name: 'Example', exact: true}).click();
    await expect(responses.locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText('"email_address": "pat.johnson@example.com"');
  });
});
