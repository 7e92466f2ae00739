import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, openExplorer} from './fixtures';

/**
 * The theme's chevrons are clip-path polygons, not data-URL SVG images (src/css/chevrons.css,
 * decision 0021): an image in a pseudo-element's style cost the first frame ~1-2 ms each. The reader
 * must still see every chevron, where it was, turning as before.
 */

const PAGES = ['/', '/docs/platform/api-basics/rate-limits/', '/docs/api/people-index/', '/docs/api/webhook-person-updated/'];

/** Pseudo-elements on the page whose style still holds an image (background or mask). */
function imagesInPseudoElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (style.content === 'none') continue;
        const image = [style.backgroundImage, style.maskImage, style.getPropertyValue('-webkit-mask-image')].find((v) => v.includes('url('));
        if (image) found.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).split(' ').join('.')}${pseudo}: ${image.slice(0, 60)}`);
      }
    }
    return found;
  });
}

/**
 * The share of a box's pixels, as the reader sees them, that are drawn darker than the page around
 * them. The screenshot is decoded in a blank page: the site's CSP rightly refuses data: fetches.
 */
async function darkShare(page: Page, box: {x: number; y: number; width: number; height: number}): Promise<number> {
  const png = await page.screenshot({clip: box});
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const {data} = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 3 * 200) dark += 1;
      return dark / (data.length / 4);
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

/** The box of an element's ::before or ::after, from its size and its place in the element's box. */
async function pseudoBox(locator: Locator, pseudo: '::before' | '::after') {
  return locator.evaluate((el, which) => {
    const host = el.getBoundingClientRect();
    const style = getComputedStyle(el, which);
    const width = parseFloat(style.width);
    const height = parseFloat(style.height);
    // The carets, separators and arrows sit at the start (::before) or the end (::after) of their
    // host, centred on its height.
    const x = which === '::before' ? host.left : host.right - width - parseFloat(style.marginRight || '0');
    return {x: Math.max(0, x - 2), y: host.top + (host.height - height) / 2 - 2, width: width + 4, height: height + 4, clip: style.clipPath, transform: style.transform};
  }, pseudo);
}

for (const width of [390, 1280]) {
  test.describe(`chevrons at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('no pseudo-element of a page type draws an image', async ({page}) => {
      for (const path of PAGES) {
        await gotoHydrated(page, path);
        expect(await imagesInPseudoElements(page), path).toEqual([]);
      }
    });

    test('the breadcrumb separators are drawn between the crumbs', async ({page}) => {
      await gotoHydrated(page, '/docs/api/webhook-person-updated/');
      const first = page.locator('.breadcrumbs__item').first();
      const box = await pseudoBox(first, '::after');
      expect(box.clip).toMatch(/^polygon\(/);
      expect(box.width).toBeGreaterThan(8);
      // The chevron covers part of its box, not none of it and not all of it.
      const share = await darkShare(page, box);
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThan(0.6);
    });
  });
}

test.describe('chevrons that turn', () => {
  test('a sidebar category caret points right when closed and down when open', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/docs/api/webhook-person-updated/');
    const carets = page.locator('.theme-doc-sidebar-menu .menu__caret');
    const index = await carets.evaluateAll((els) => els.findIndex((el) => el.closest('.menu__list-item--collapsed') !== null));
    const category = carets.nth(index);
    const closed = await pseudoBox(category, '::before');
    expect(closed.clip).toMatch(/^polygon\(/);
    expect(await darkShare(page, closed)).toBeGreaterThan(0.03);
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await pseudoBox(category, '::before')).transform).not.toBe(closed.transform);
    expect(await darkShare(page, await pseudoBox(category, '::before'))).toBeGreaterThan(0.03);
  });

  test("the phone's On this page button shows its chevron", async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    const button = page.locator('.theme-doc-toc-mobile > button');
    const box = await pseudoBox(button, '::after');
    expect(box.clip).toMatch(/^polygon\(/);
    expect(await darkShare(page, box)).toBeGreaterThan(0.03);
  });

  test('an API section caret is drawn and the explorer caret too', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/docs/api/people-index/');
    const summary = page.locator('details.openapi-markdown__details > summary').first();
    await summary.scrollIntoViewIfNeeded();
    const box = await pseudoBox(summary, '::before');
    expect(box.clip).toMatch(/^polygon\(/);
    expect(await darkShare(page, box)).toBeGreaterThan(0.03);
    await openExplorer(page);
    const explorer = page.locator('.openapi-explorer__details-summary').first();
    await explorer.scrollIntoViewIfNeeded();
    const caret = await pseudoBox(explorer, '::before');
    expect(caret.clip).toMatch(/^polygon\(/);
    expect(await darkShare(page, caret)).toBeGreaterThan(0.03);
  });
});
