import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Code blocks far below the viewport are rendered only when the reader comes near them
 * (`content-visibility: auto` on their `<code>`, src/css/custom.css; issue 26). Until then the
 * browser sizes them from their source's lines and columns (src/lib/highlight/extent.ts). What the
 * reader sees must not change: the page's length, the word-wrap buttons, anchors below the blocks,
 * find in page.
 */

const GUIDE = '/docs/platform/api-basics/rate-limits/';
const WIDTHS = [390, 1280];

interface BlockState {
  height: number;
  scrollable: boolean;
  wrapButton: boolean;
  lines: string;
  renderedLines: number;
  /** Whether the browser has styled and laid out the block's lines (false while it skips them). */
  rendered: boolean;
}

/** Every visible deferred block: its size and scrollability as the page shows them now. */
function blockStates(page: Page): Promise<BlockState[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('code.code-block-lines--deferred'))
      .filter((code) => code.offsetParent !== null)
      .map((code) => {
        const pre = code.parentElement!;
        const firstLine = code.querySelector('.token-line')!;
        return {
          height: code.getBoundingClientRect().height,
          scrollable: pre.scrollWidth > pre.clientWidth,
          wrapButton: pre.closest('.theme-code-block')!.querySelector('button[title="Toggle word wrap"]') !== null,
          lines: getComputedStyle(code).getPropertyValue('--code-lines').trim(),
          renderedLines: code.querySelectorAll('.token-line').length,
          rendered: firstLine.checkVisibility({contentVisibilityAuto: true}),
        };
      }),
  );
}

for (const width of WIDTHS) {
  test(`a guide's code far below the viewport is not rendered at load, and takes its real size (${width} px)`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, GUIDE);
    const before = await blockStates(page);
    // The guide's first block and its 42-line JavaScript sample (the other tab is hidden).
    expect(before.length).toBe(2);
    expect(before.some((b) => !b.rendered), 'a block far below the viewport is skipped').toBe(true);
    for (const b of before) expect(b.lines).toBe(String(b.renderedLines));
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);

    // Render every block and compare.
    await page.addStyleTag({content: '.code-block-lines--deferred { content-visibility: visible; }'});
    const after = await blockStates(page);
    expect(after.every((b) => b.rendered)).toBe(true);
    after.forEach((b, i) => {
      expect(Math.abs(b.height - before[i].height), `block ${i}: estimated ${before[i].height}px, rendered ${b.height}px`).toBeLessThanOrEqual(1);
      expect(before[i].scrollable, `block ${i}: scrollable before rendering as after`).toBe(b.scrollable);
      // The theme decided on the button while the block was skipped: it matches the rendered block.
      expect(b.wrapButton, `block ${i}: word-wrap button`).toBe(b.scrollable);
    });
    expect(Math.abs((await page.evaluate(() => document.documentElement.scrollHeight)) - pageHeight)).toBeLessThanOrEqual(2);
  });
}

test('an anchor below skipped code blocks lands on its heading, and stays there', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated(page, `${GUIDE}#spend-less`);
  const top = () => page.evaluate(() => document.getElementById('spend-less')!.getBoundingClientRect().top);
  const navbar = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().height);
  // Headings scroll to just under the fixed navbar (the theme's scroll-margin-top).
  await expect.poll(top).toBeGreaterThanOrEqual(navbar);
  expect(await top()).toBeLessThan(navbar + 24);
  await page.waitForTimeout(1000);
  expect(await top()).toBeLessThan(navbar + 24);
  expect(await top()).toBeGreaterThanOrEqual(navbar);
});

test('find in page reaches text inside a block that has not been rendered', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated(page, GUIDE);
  const states = await blockStates(page);
  expect(states.some((b) => !b.rendered)).toBe(true);
  // A line of the JavaScript sample, far below the first screen.
  const found = await page.evaluate(() => {
    // Chromium's window.find (not in TypeScript's DOM types) searches as find in page does.
    const ok = (window as unknown as {find(text: string): boolean}).find('retrying in ${Math.round(delay)} ms');
    const node = getSelection()!.anchorNode!.parentElement!;
    return {ok, inCode: node.closest('pre') !== null, top: node.getBoundingClientRect().top};
  });
  expect(found.ok).toBe(true);
  expect(found.inCode).toBe(true);
  // Scrolled into the viewport.
  expect(found.top).toBeGreaterThanOrEqual(0);
  expect(found.top).toBeLessThan(800);
});

test('the wrapped webhook delivery example renders with the page, wrapped to fit', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated(page, '/docs/api/webhook-person-updated/');
  const block = await page.evaluate(() => {
    const code = document.querySelector<HTMLElement>('code.code-block-lines--deferred')!;
    return {
      contentVisibility: getComputedStyle(code).contentVisibility,
      whiteSpace: getComputedStyle(code).whiteSpace,
      rendered: code.querySelector('.token-line')!.checkVisibility({contentVisibilityAuto: true}),
      scrollable: code.parentElement!.scrollWidth > code.parentElement!.clientWidth,
    };
  });
  expect(block).toEqual({contentVisibility: 'visible', whiteSpace: 'pre-wrap', rendered: true, scrollable: false});
});
