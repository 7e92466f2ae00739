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

  test('the request column renders for hydration and once more for the response example, never in between', async ({page}) => {
    // A stand-in for React DevTools' hook: after each commit, the hook list of the component that
    // renders the request column (src/theme/ApiItem/ExplorerColumn.tsx), found from the committed
    // tree. Each render of a function component builds a new list, so the distinct lists count its
    // renders. A callback ref that set state re-rendered the column synchronously inside the
    // hydration's commit: a third render, and one 10-14 ms CPU task right after hydration.
    await page.addInitScript(() => {
      type Fiber = {child: Fiber | null; sibling: Fiber | null; return: Fiber | null; stateNode: unknown; memoizedState: unknown};
      const renders = new Set<unknown>();
      (window as unknown as {columnRenders: Set<unknown>}).columnRenders = renders;
      const find = (fiber: Fiber | null, el: Element): Fiber | null => {
        for (let f = fiber; f; f = f.sibling) {
          if (f.stateNode === el) return f;
          const inside = find(f.child, el);
          if (inside) return inside;
        }
        return null;
      };
      (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: {current: Fiber}) => {
          const el = document.getElementById('request-sample');
          const column = el && find(root.current, el)?.return;
          if (column?.memoizedState) renders.add(column.memoizedState);
        },
      };
    });
    await gotoHydrated(page, '/docs/api/people-create/');
    await expect(page.getByRole('region', {name: 'Response example'}).locator('pre')).toContainText('"display_name": "Pat Johnson"');
    // Anything still scheduled after the example (effects, idle work) has had its turn.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.evaluate(() => (window as unknown as {columnRenders: Set<unknown>}).columnRenders.size)).toBe(2);
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
