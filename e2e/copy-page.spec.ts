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
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', {name: /Open in Claude/})).toBeFocused();
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
  for (const section of ['## Guides: Webhooks', '## API v2.0: People', '## API v1.0 (legacy)']) expect(text).toContain(section);
  const links = [...text.matchAll(/\]\((https?:[^)]+\.md)\)/g)].map((m) => new URL(m[1]).pathname);
  expect(links.length).toBeGreaterThan(250);
  for (const link of links.filter((_, i) => i % 25 === 0)) {
    expect((await request.get(link)).status(), link).toBe(200);
  }
  const full = await request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect(await full.text()).toContain('URL: ');
});
