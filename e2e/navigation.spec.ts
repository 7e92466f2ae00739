import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {test as withSandbox, loginButton, signIn} from './sandbox';

test.describe('navbar and footer', () => {
  test('navbar has the SPEC items in order and does not hide on scroll', async ({page}) => {
    await gotoHydrated(page, '/');
    const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
    await expect(left).toHaveText(['Docs', 'API', 'API Logs', 'Marketplace', 'Manage Apps', 'Community']);
    const right = page.locator('.navbar__items--right > *');
    await expect(right.nth(0)).toHaveText('Blog');
    // The search box comes right after Blog.
    await expect(right.nth(1).getByRole('button', {name: /^Search/})).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
    await expect(page.locator('nav.navbar')).toBeInViewport();
  });

  test('every navbar and footer link resolves', async ({page, request}) => {
    await gotoHydrated(page, '/');
    const links = await page.locator('nav.navbar a[href], footer a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({href: a.getAttribute('href') ?? '', target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? ''})),
    );
    expect(links.length).toBeGreaterThan(15);
    for (const link of links) {
      if (/^(https?:|mailto:)/.test(link.href)) {
        if (link.href.startsWith('mailto:')) continue;
        // External: opens safely in a new tab (no network here, so the target is not fetched).
        expect(link.target, link.href).toBe('_blank');
        expect(link.rel, link.href).toContain('noopener');
        expect(link.rel, link.href).toContain('noreferrer');
        expect(() => new URL(link.href)).not.toThrow();
      } else {
        const response = await request.get(link.href);
        expect(response.status(), link.href).toBe(200);
      }
    }
  });

  test('Docs opens the platform introduction and API opens the reference', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.locator('.navbar__item', {hasText: /^Docs$/}).click();
    await expect(page).toHaveURL(/\/docs\/platform\/intro\/$/);
    await expect(page.locator('h1')).toBeVisible();
    await page.locator('.navbar__item', {hasText: /^API$/}).click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
  });

  test('footer shows the API reference link, offices and the 2025 copyright', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', {name: 'API Reference'})).toHaveAttribute('href', '/docs/api/');
    await expect(footer.locator('address').first()).toContainText('Atlanta');
    await expect(footer).toContainText('Copyright © 2025');
  });
});

test.describe('not found', () => {
  // The browser reports the 404 response of the document itself.
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('unknown paths show the not-found page with a 404 status', async ({page}) => {
    const response = await page.goto('/no-such-page-here/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', {name: 'API reference'})).toBeVisible();
  });
});

test.describe('page behaviours', () => {
  test('a hash in the URL scrolls to its heading on load and after client navigation', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/#handling-http-429');
    await expect(page.locator('#handling-http-429')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    // Client-side navigation from another page to an anchor.
    await gotoHydrated(page, '/docs/platform/intro/');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/platform/api-basics/rate-limits/#deep-page-costs';
      a.id = 'e2e-anchor-link';
      a.textContent = 'go';
      document.querySelector('main')?.append(a);
    });
    // Docusaurus intercepts clicks on same-origin anchors only for its own Link; use the router via history.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/platform/api-basics/rate-limits/#deep-page-costs');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('#deep-page-costs')).toBeInViewport();
  });
});

test.describe('prefetching', () => {
  test('pages linked from the screen are prefetched in idle time, and following a link needs no reload', async ({page}) => {
    await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
    const prefetched = page.locator('head link[rel="prefetch"]');
    await expect.poll(() => prefetched.count(), {timeout: 15_000}).toBeGreaterThan(3);
    const hrefs = await prefetched.evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => /^\/assets\/js\/[\w.-]+\.js$/.test(href))).toBe(true);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // Nothing the page itself loaded: its own scripts are the HTML's preloads.
    const own = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(own.length).toBeGreaterThan(2);
    expect(hrefs.filter((href) => own.includes(href))).toEqual([]);

    await page.evaluate(() => Object.assign(window, {e2eSameDocument: true}));
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Introduction', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/platform\/intro\/$/);
    expect(await page.evaluate(() => (window as Window & {e2eSameDocument?: boolean}).e2eSameDocument)).toBe(true);
  });
});

/**
 * Between the 996 px breakpoint and wide screens the desktop navbar holds six items, Blog, search and
 * the login control (src/css/custom.css). Every item stays on one line, none overlaps the next, and
 * the bar keeps its height, signed out and signed in.
 */
withSandbox.describe('desktop navbar on one line', () => {
  type Box = {name: string; left: number; right: number; height: number};
  const boxes = (page: Page) =>
    page.locator('.navbar__inner').evaluate((inner): Box[] =>
      Array.from(inner.querySelectorAll('.navbar__brand, .navbar__item, .DocSearch-Button'))
        .filter((el) => !el.querySelector('.DocSearch-Button') && el.getBoundingClientRect().width > 0)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return {name: (el.textContent ?? '').trim() || el.className, left: r.left, right: r.right, height: r.height};
        })
        .sort((a, b) => a.left - b.left),
    );

  async function expectOneLine(page: Page, width: number) {
    const items = await boxes(page);
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) expect(item.height, `${item.name} on one line at ${width} px`).toBeLessThanOrEqual(40);
    items.slice(1).forEach((item, i) => expect(item.left, `${item.name} clear of ${items[i].name} at ${width} px`).toBeGreaterThanOrEqual(items[i].right - 0.5));
    expect(items[items.length - 1].right).toBeLessThanOrEqual(width);
    expect(await page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().height)).toBe(60);
    await expect(page.locator('nav.navbar').getByRole('button', {name: /^Search/})).toBeVisible();
  }

  for (const width of [997, 1100, 1180, 1280, 1366]) {
    withSandbox(`at ${width} px`, async ({page, sandbox}) => {
      void sandbox;
      await page.setViewportSize({width, height: 800});
      await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
      await expect(loginButton(page)).toBeVisible();
      await expectOneLine(page, width);
      if (width === 997) {
        await signIn(page);
        await expect(page.locator('nav.navbar').getByRole('button', {name: 'Ada L.'})).toBeVisible();
        await expectOneLine(page, width);
      }
    });
  }
});
