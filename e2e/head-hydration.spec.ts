import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * The document head while a page hydrates (patches/react-helmet-async+1.3.0.patch, issue 30).
 * The server writes the complete head; hydration must leave it alone instead of rewriting it from
 * the part of the page hydrated so far (which changed the <html> class, a full style recalculation
 * and layout each time, and removed and re-added meta tags). Client-side navigation still updates it.
 */

interface HeadChanges {
  htmlClass: string[];
  removed: string[];
}

/** Records, from the first byte of the page, each change of <html class> and each head element with `data-rh` removed. */
async function recordHeadChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: HeadChanges = {htmlClass: [], removed: []};
    Object.assign(window, {e2eHeadChanges: changes});
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target === document.documentElement && r.attributeName === 'class') {
          changes.htmlClass.push(`${r.oldValue ?? ''} -> ${document.documentElement.getAttribute('class') ?? ''}`);
        }
        if (r.type === 'childList' && r.target === document.head) {
          for (const node of Array.from(r.removedNodes)) {
            if (node instanceof Element && node.hasAttribute('data-rh')) changes.removed.push(node.outerHTML);
          }
        }
      }
    }).observe(document, {attributes: true, attributeOldValue: true, attributeFilter: ['class'], childList: true, subtree: true});
  });
}

const headChanges = (page: Page) => page.evaluate(() => (window as Window & {e2eHeadChanges?: HeadChanges}).e2eHeadChanges);

for (const path of ['/docs/platform/api-basics/rate-limits/', '/docs/api/webhook-person-updated/']) {
  test(`hydrating ${path} leaves the server-written head and <html> class as they are`, async ({page, request}) => {
    const html = await (await request.get(path)).text();
    const serverClass = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? /<html[^>]*\sclass=([^\s>]+)/.exec(html)?.[1];
    expect(serverClass, 'the server writes the page classes on <html>').toMatch(/docs-doc-page/);

    await recordHeadChanges(page);
    await gotoHydrated(page, path);
    // Helmet writes the head in an animation frame after the commit; give it a few.
    await page.waitForTimeout(500);

    const changes = await headChanges(page);
    expect(changes?.htmlClass).toEqual([]);
    // The breadcrumbs' JSON-LD is the one tag written again, once: the server's copy lists each
    // item's keys in another order than the browser's (the same data, compared below), so Helmet's
    // node comparison replaces it. No other tag may be removed.
    const ldJson = /^<script data-rh="true" type="application\/ld\+json">([^]*)<\/script>$/;
    expect(changes?.removed.filter((tag) => !ldJson.test(tag))).toEqual([]);
    const current = await page.locator('head script[type="application/ld+json"]').textContent();
    for (const tag of changes?.removed ?? []) expect(JSON.parse(ldJson.exec(tag)![1]!)).toEqual(JSON.parse(current ?? ''));
    expect(await page.locator('html').getAttribute('class')).toBe(serverClass);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}$`));
  });
}

test('client-side navigation writes the next page’s title, description, canonical URL and <html> class', async ({page}) => {
  await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
  await expect(page).toHaveTitle(/^Rate limits \| /);
  await page.evaluate(() => Object.assign(window, {e2eSameDocument: true}));
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Introduction', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/platform\/intro\/$/);
  expect(await page.evaluate(() => (window as Window & {e2eSameDocument?: boolean}).e2eSameDocument)).toBe(true);

  await expect(page).not.toHaveTitle(/^Rate limits \| /);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/platform\/intro\/$/);
  await expect(page.locator('html')).toHaveClass(/docs-doc-id-intro(\s|$)/);
  const description = await page.locator('head meta[name="description"]').getAttribute('content');
  // The same page loaded directly has the same head.
  const direct = await page.context().newPage();
  await gotoHydrated(direct, '/docs/platform/intro/');
  expect(await page.title()).toBe(await direct.title());
  expect(description).toBe(await direct.locator('head meta[name="description"]').getAttribute('content'));
  await direct.close();
});
