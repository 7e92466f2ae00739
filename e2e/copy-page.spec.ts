import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, expectNoA11yViolations} from './fixtures';

/**
 * The page menu and the Markdown twins (issue 19): every guide and API page offers its Markdown to
 * copy, to view, and to hand to an assistant; the site serves `<route>.md` and llms.txt.
 */

const GUIDE = '/docs/platform/webhooks/delivery-headers/';
const OPERATION = '/docs/api/people-index/';

const menuButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('copies a guide as clean Markdown', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, GUIDE);
      const button = menuButton(page);
      await expect(button).toBeInViewport();
      await button.click();
      await page.getByRole('menuitem', {name: /Copy page as Markdown/}).click();
      await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith('# Delivery headers and signature verification\n')).toBe(true);
      expect(copied).toContain('### Python');
      expect(copied).toContain('```python');
      expect(copied).not.toMatch(/^import Tabs/m);
      expect(copied).not.toMatch(/<\/?(Tabs|TabItem)/);
      // Nothing on the page moved sideways for the menu.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });

    test('offers the Salesloft MCP server: install links, the URL for Claude and ChatGPT, the guide (issue 28)', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, GUIDE);
      await menuButton(page).click();
      const group = page.getByRole('group', {name: 'Connect the Salesloft MCP server'});
      await expect(group).toBeVisible();
      // Every item of the open menu is on screen and inside the viewport at this width.
      for (const item of await page.getByRole('menuitem').all()) await expect(item).toBeInViewport({ratio: 1});
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

      const cursor = await group.getByRole('menuitem', {name: /Install in Cursor/}).getAttribute('href');
      expect(cursor?.startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
      const cursorParams = new URL(cursor!).searchParams;
      expect(cursorParams.get('name')).toBe('salesloft');
      expect(JSON.parse(Buffer.from(cursorParams.get('config')!, 'base64').toString('utf8'))).toEqual({url: 'https://mcp.salesloft.com/mcp'});
      const vscode = await group.getByRole('menuitem', {name: /Install in VS Code/}).getAttribute('href');
      expect(vscode?.startsWith('vscode:mcp/install?')).toBe(true);
      expect(JSON.parse(decodeURIComponent(vscode!.slice('vscode:mcp/install?'.length)))).toEqual({name: 'salesloft', type: 'http', url: 'https://mcp.salesloft.com/mcp'});
      const copyUrl = group.getByRole('menuitem', {name: /Copy the server URL for Claude or ChatGPT/});
      await expect(copyUrl).toContainText('Claude: Settings, Connectors, Add custom connector. ChatGPT: Settings, Connectors, Create (developer mode).');
      await expect(group.getByRole('menuitem', {name: /Connection guide/})).toHaveAttribute('href', '/docs/platform/ai-agents/connect-clients/');
      // The assistants get the page's Markdown URL in their prompt.
      const md = `${new URL(page.url()).origin}/docs/platform/webhooks/delivery-headers.md`;
      for (const [name, host] of [['Open in ChatGPT', 'https://chatgpt.com/'], ['Open in Claude', 'https://claude.ai/new']] as const) {
        const href = await page.getByRole('menuitem', {name: new RegExp(name)}).getAttribute('href');
        expect(href?.startsWith(host)).toBe(true);
        expect(new URL(href!).searchParams.get('q')).toBe(`Read ${md} so I can ask questions about it.`);
      }
      await expectNoA11yViolations(page);

      await copyUrl.click();
      await expect(page.getByRole('status').filter({hasText: 'Copied https://mcp.salesloft.com/mcp'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://mcp.salesloft.com/mcp');
      await expect(page.getByRole('menu')).toHaveCount(0);

      await menuButton(page).click();
      await page.getByRole('menuitem', {name: /Connection guide/}).click();
      await expect(page).toHaveURL(/\/docs\/platform\/ai-agents\/connect-clients\/$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Connecting an assistant to the Salesloft MCP server');
    });

    test('copies an operation with its method, path and parameters', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, OPERATION);
      await menuButton(page).click();
      await page.getByRole('menuitem', {name: /Copy page as Markdown/}).click();
      await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith('# List people\n')).toBe(true);
      expect(copied).toContain('`GET https://api.salesloft.com/v2/people`');
      expect(copied).toContain('| `per_page` | query |');
      expect(copied).toContain('scope `people:read`');
      expect(copied).toContain('## Example request');
    });
  });
}

test('the menu works from the keyboard and its links point at the page Markdown', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  const button = menuButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', {name: 'Page actions'})).toBeVisible();
  await expect(page.getByRole('menuitem', {name: /Copy page as Markdown/})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const view = page.getByRole('menuitem', {name: /View as Markdown/});
  await expect(view).toBeFocused();
  const origin = new URL(page.url()).origin;
  const md = `${origin}/docs/platform/webhooks/delivery-headers.md`;
  await expect(view).toHaveAttribute('href', md);
  for (const [name, host] of [['Open in ChatGPT', 'https://chatgpt.com/'], ['Open in Claude', 'https://claude.ai/new']] as const) {
    const href = await page.getByRole('menuitem', {name: new RegExp(name)}).getAttribute('href');
    expect(href?.startsWith(host)).toBe(true);
    expect(new URL(href!).searchParams.get('q')).toContain(md);
  }
  // End reaches the last item, the MCP server's connection guide (issue 28 added that group after
  // "Open in Claude", which was last before).
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', {name: /Connection guide/})).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', {name: /Copy the server URL/})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // The arrows wrap around, from the last item to the first.
  await expect(page.getByRole('menuitem', {name: /Copy page as Markdown/})).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a click elsewhere closes the menu', async ({page}) => {
  await gotoHydrated(page, OPERATION);
  await menuButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.locator('h1').click();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('every page has a Markdown twin served as text/markdown, and llms.txt links to them', async ({request}) => {
  const guide = await request.get('/docs/platform/webhooks/delivery-headers.md');
  expect(guide.status()).toBe(200);
  expect(guide.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const v1 = await request.get('/docs/api/1.0/public-api-v-1-people-index.md');
  expect(v1.status()).toBe(200);
  expect(await v1.text()).toContain('`GET ');

  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  const text = await llms.text();
  expect(text.startsWith('# Salesloft Developers\n\n> ')).toBe(true);
  for (const section of ['## Guides: Webhooks', '## API reference', '## API v2.0: People', '## API v1.0 (legacy)']) expect(text).toContain(section);
  expect(text).toMatch(/\]\(https?:[^)]+\/docs\/api\/migrating-from-v1\.md\)/);
  expect(text).toMatch(/\]\(https?:[^)]+\/docs\/api\/scopes\.md\)/);
  const links = [...text.matchAll(/\]\((https?:[^)]+\.md)\)/g)].map((m) => new URL(m[1]).pathname);
  expect(links.length).toBeGreaterThan(250);
  for (const link of links.filter((_, i) => i % 25 === 0)) {
    expect((await request.get(link)).status(), link).toBe(200);
  }
  const full = await request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect(await full.text()).toContain('URL: ');
});

test('the API pages that are not one operation have Markdown twins of their own content', async ({request}) => {
  const get = async (route: string) => {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toBe('text/markdown; charset=utf-8');
    return response.text();
  };
  const twinOf = (path: string) => new RegExp(`\\]\\(https?://[^)\\s]+${path.replace(/[.]/g, '\\.')}\\)`);

  // The scopes page: each scope a heading, with the operations that need it (linked, method and path).
  const scopes = await get('/docs/api/scopes.md');
  expect(scopes.startsWith('# OAuth scopes\n')).toBe(true);
  expect(scopes).toContain('\n## people:read\n');
  expect(scopes).toMatch(twinOf('/docs/api/people-index.md'));
  expect(scopes).toContain('`GET /v2/people`');
  // Not the overview's resource list, which this twin used to be.
  expect(scopes).not.toContain('## Resources');

  // The migration map: each v1.0 operation with its full path beside its v2.0 counterpart.
  const migration = await get('/docs/api/migrating-from-v1.md');
  expect(migration.startsWith('# Migrating from v1.0 to v2.0\n')).toBe(true);
  expect(migration).toContain('`GET /public_api/v1/people.json`\n  - v2.0: [List people](');
  expect(migration).toMatch(twinOf('/docs/api/1.0/public-api-v-1-people-index.md'));
  expect(migration).toContain('## Only in v2.0');
  expect(migration).not.toContain('## Resources');

  // The v1.0 index, and a v1.0 operation naming its v2.0 counterpart as its page does.
  const v1Index = await get('/docs/api/1.0.md');
  expect(v1Index.startsWith('# API v1.0 operations\n')).toBe(true);
  expect(v1Index).toContain('`GET /public_api/v1/people.json`');
  const v1People = await get('/docs/api/1.0/public-api-v-1-people-index.md');
  expect(v1People).toMatch(/\nv2\.0 counterpart: \[List people\]\(https?:\/\/[^)\s]+\/docs\/api\/people-index\.md\) `GET \/v2\/people`\./);
});
