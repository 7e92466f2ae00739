import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openExplorer, FIRST_RESULTS_TIMEOUT} from './fixtures';
import {test as withSandbox, signIn} from './sandbox';

test.use({viewport: {width: 390, height: 844}});

test('mobile sidebar: toggle, back to main menu, and closing when the window becomes desktop', async ({page}) => {
  await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
  const navbar = page.locator('nav.navbar');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);

  // On a doc page the sidebar opens on the doc menu, with a way back to the main menu.
  const back = page.getByRole('button', {name: '← Back to main menu'});
  await expect(back).toBeVisible();
  await back.click();
  await expect(page.locator('.navbar-sidebar__item.menu').first()).toBeVisible();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API Logs'})).toBeVisible();

  // Growing past the 996 px breakpoint closes the mobile sidebar by itself.
  await page.setViewportSize({width: 1200, height: 844});
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
});

test('mobile sidebar closes with its close button', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  await page.getByRole('button', {name: /close navigation bar/i}).click();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the drawer is built when the reader reaches for the menu button, not on page load', async ({page}) => {
  await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  // Hydrated on a phone-sized window, the closed drawer has not been rendered.
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await toggle.hover();
  await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the drawer opens from the keyboard alone', async ({page}) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API Logs'})).toBeVisible();
});

/**
 * What makes a page wider than the window: the elements that reach past its right edge without an
 * ancestor that clips or scrolls them, widest first (for a readable failure).
 */
async function sidewaysScroll(page: Page): Promise<{overflow: number; culprits: string[]}> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth;
    const culprits: {right: number; what: string}[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const box = el.getBoundingClientRect();
      // Fixed elements (the drawer's backdrop) never widen the page.
      if (box.width === 0 || box.right <= edge + 0.5 || getComputedStyle(el).position === 'fixed') continue;
      let contained = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= edge + 0.5) {
          contained = true;
          break;
        }
      }
      if (!contained) culprits.push({right: Math.round(box.right), what: `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`});
    }
    culprits.sort((a, b) => b.right - a.right);
    return {overflow: root.scrollWidth - root.clientWidth, culprits: culprits.slice(0, 5).map((c) => `${c.what} to ${c.right}px`)};
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const {overflow, culprits} = await sidewaysScroll(page);
  expect(overflow, `the page scrolls sideways; widest: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
}

/** One page of each type, chosen for their widest content. */
const PAGE_TYPES: readonly {name: string; path: string; ready?: (page: Page) => Promise<void>}[] = [
  {name: 'home', path: '/'},
  {name: 'topic page', path: '/guides/'},
  {name: 'guide with long code lines', path: '/docs/platform/api-basics/rate-limits/'},
  {
    name: 'guide with a wide table',
    path: '/docs/platform/frontend-integrations/introduction/',
    ready: async (page) => {
      // The table is wider than the phone: it scrolls inside its own box, not the page.
      const table = page.locator('.table-scroll').first();
      expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    },
  },
  {name: 'API overview', path: '/docs/api/'},
  {name: 'API tag page', path: '/docs/api/people/'},
  {name: 'operation with many parameters', path: '/docs/api/people-index/'},
  {name: 'operation with a request body', path: '/docs/api/people-create/'},
  {name: 'v1 operation', path: '/docs/api/1.0/public-api-v-1-people-index/'},
  {
    name: 'search results',
    path: '/search/?q=people',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('link', {name: /people/i}).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    },
  },
  {name: 'API logs, signed out', path: '/api-logs/'},
];

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 800}, isMobile: true, hasTouch: true});

    for (const {name, path, ready} of PAGE_TYPES) {
      test(`${name} (${path}) does not scroll sideways`, async ({page}) => {
        await gotoHydrated(page, path);
        await ready?.(page);
        await expectNoSidewaysScroll(page);
      });
    }

    test('an operation page with the explorer open does not scroll sideways', async ({page}) => {
      await gotoHydrated(page, '/docs/api/people-create/');
      await openExplorer(page);
      await expectNoSidewaysScroll(page);
    });

    test.describe('not found', () => {
      test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});
      test('the not-found page does not scroll sideways', async ({page}) => {
        await gotoHydrated(page, '/no-such-page/');
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expectNoSidewaysScroll(page);
      });
    });

    withSandbox('API logs, signed in, does not scroll sideways', async ({page, sandbox}) => {
      void sandbox;
      await gotoHydrated(page, '/api-logs/');
      await signIn(page, 'Approve', page.getByRole('main').getByRole('button', {name: 'Log In'}));
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}

// Event names run long ("email_with_body_and_subject_updated"), and each page shows its name in a
// button; every event page is checked, at the narrowest width above.
test.describe('webhook event pages at 360 px', () => {
  test.use({viewport: {width: 360, height: 800}, isMobile: true, hasTouch: true});

  test('none scrolls sideways', async ({page, request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const events = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/api\/webhook-[a-z0-9-]+\/)<\/loc>/g)]
      .map((m) => m[1])
      .filter((path) => !path.startsWith('/docs/api/webhook-subscriptions'));
    expect(events.length, 'webhook event pages in the sitemap').toBeGreaterThanOrEqual(37);
    test.setTimeout(events.length * 5_000);
    for (const path of events) {
      await gotoHydrated(page, path);
      const {overflow, culprits} = await sidewaysScroll(page);
      expect(overflow, `${path} scrolls sideways; widest: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('operation page on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the code sample is one tap from the top, and so are the responses and their example', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-index/');
    const screen = 844;
    const jump = page.getByRole('navigation', {name: 'Jump to'});
    const sampleLink = jump.getByRole('link', {name: 'Code sample'});
    // The links are on the first screen; without them the sample is several screens down.
    expect((await sampleLink.boundingBox())!.y).toBeLessThan(screen);
    const sample = page.locator('#request-sample');
    expect(await sample.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBeGreaterThan(2 * screen);

    await sampleLink.tap();
    await expect(page).toHaveURL(/#request-sample$/);
    // The light panel's curl, or, when the jump's focus has already brought the explorer in, its
    // sample in the remembered language: either way a block that calls this URL, on screen.
    await expect(sample.locator('pre').filter({hasText: 'api.salesloft.com/v2/people'}).first()).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await jump.getByRole('link', {name: 'Responses'}).tap();
    await expect(page.getByRole('heading', {name: 'Responses'})).toBeInViewport();
    // The response example is a tab right under the status codes, within two screens of the jump.
    const exampleTab = page.getByRole('tab', {name: /^Example/}).first();
    const top = (await exampleTab.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(2 * screen);
    await exampleTab.tap();
    await expect(page.locator('.openapi-tabs__schema ~ [role=tabpanel], [role=tabpanel]').filter({hasText: '"data"'}).first()).toBeVisible();
  });

  test('the jump links are for narrow screens only', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/docs/api/people-index/');
    await expect(page.getByRole('navigation', {name: 'Jump to'})).toBeHidden();
  });
});

test.describe('cards, badges and heading anchors', () => {
  test('cards and home page steps are not underlined, hovered or not', async ({page}) => {
    for (const path of ['/', '/guides/']) {
      await gotoHydrated(page, path);
      const cards = page.locator('main a.block-link');
      expect(await cards.count()).toBeGreaterThan(3);
      for (const card of await cards.all()) {
        const underlined = () => card.evaluate((el) => [el, ...Array.from(el.querySelectorAll('*'))].some((e) => getComputedStyle(e).textDecorationLine.includes('underline')));
        expect(await underlined(), await card.innerText()).toBe(false);
        await card.hover();
        expect(await underlined(), `${await card.innerText()} (hovered)`).toBe(false);
      }
    }
  });

  test('method and status badges are at least 12 px', async ({page}) => {
    for (const path of ['/docs/api/people-index/', '/docs/api/people-create/', '/docs/api/1.0/public-api-v-1-people-index/', '/docs/api/']) {
      await gotoHydrated(page, path);
      const badges = page.locator('.badge, .openapi-tabs__response-code-item');
      expect(await badges.count(), path).toBeGreaterThan(0);
      for (const {text, size} of await badges.evaluateAll((els) => els.map((el) => ({text: el.textContent?.trim(), size: getComputedStyle(el).fontSize})))) {
        expect(parseFloat(size), `${path} "${text}" ${size}`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  test('every heading anchor link is named after its heading', async ({page}) => {
    // Headings with inline code, and the API pages' translated "Request" heading.
    for (const path of ['/docs/platform/cadence-imports/settings/', '/docs/platform/cadence-imports/automated-settings/', '/docs/api/people-index/']) {
      await gotoHydrated(page, path);
      const anchors = await page.locator('a.hash-link').evaluateAll((links) =>
        links.map((a) => ({label: a.getAttribute('aria-label'), heading: (a.parentElement?.textContent ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim()})),
      );
      expect(anchors.length, path).toBeGreaterThan(1);
      for (const {label, heading} of anchors) expect(label, path).toBe(`Direct link to ${heading}`);
    }
  });
});
