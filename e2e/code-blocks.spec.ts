import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Code blocks in guides: highlighted on the server, styled by classes rather than inline styles
 * (src/lib/highlight/lean.ts), the same after the browser renders them itself, in tabs, and copied
 * exactly as written.
 */

const GUIDE = '/docs/platform/api-basics/rate-limits/';
const source = fs.readFileSync(path.join(__dirname, '../docs/platform/api-basics/rate-limits.mdx'), 'utf8');
/** The guide's code fence in this language, as the author wrote it. */
const fence = (language: string) => source.match(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)\\n\`\`\``, 'm'))![1];

const KEYWORD = 'rgb(207, 34, 46)';
const FUNCTION = 'rgb(130, 80, 223)';

const visibleBlock = (page: Page, language: string) => page.locator(`[role=tabpanel]:not([hidden]) pre.language-${language}`);
const colourOf = (block: Locator, text: string) => block.locator('span', {hasText: new RegExp(`^${text}$`)}).first().evaluate((el) => getComputedStyle(el).color);

/** The block's text, line by line, as the reader sees it. */
const textOf = async (block: Locator) => (await block.locator('.token-line').allTextContents()).join('\n');

async function expectLean(block: Locator) {
  expect(await block.locator('[style]').count()).toBe(0);
  // Bare text between coloured spans: far fewer elements than one per token.
  expect(await block.locator('span').count()).toBeLessThan(250);
}

test('a guide shows its code highlighted, styled by class, exactly as written', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  const block = visibleBlock(page, 'javascript');
  await expect(block).toBeVisible();
  expect(await textOf(block)).toBe(fence('javascript'));
  expect(await colourOf(block, 'const')).toBe(KEYWORD);
  expect(await colourOf(block, 'sleep')).toBe(FUNCTION);
  await expectLean(block);
});

test('the other tab shows its own language, highlighted the same way', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  await page.getByRole('tab', {name: 'Python'}).first().click();
  const block = visibleBlock(page, 'python');
  await expect(block).toBeVisible();
  expect(await textOf(block)).toBe(fence('python'));
  expect(await colourOf(block, 'import')).toBe(KEYWORD);
  await expectLean(block);
});

test('the copy button copies the code as written', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, GUIDE);
  const container = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
  await container.hover();
  await container.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(fence('javascript'));
});

test('a block the browser renders itself (client-side navigation) is highlighted once Prism arrives, the same way', async ({page}) => {
  await gotoHydrated(page, '/docs/platform/api-basics/scopes/');
  const prism = page.waitForResponse((r) => /\/assets\/js\/prism\.[0-9a-f]+\.js$/.test(r.url()));
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Rate limits', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  expect((await prism).status()).toBe(200);
  const block = visibleBlock(page, 'javascript');
  await expect.poll(() => colourOf(block, 'const')).toBe(KEYWORD);
  expect(await textOf(block)).toBe(fence('javascript'));
  await expectLean(block);
});
