import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, expectNoA11yViolations, openExplorer} from './fixtures';

const pages = [
  '/',
  '/api/',
  '/api-logs/',
  '/activity-history/',
  '/bulk/',
  '/cadence-imports/',
  '/guides/',
  '/webhooks/',
  '/docs/platform/intro/',
  '/docs/platform/api-basics/rate-limits/',
  '/docs/platform/webhooks/delivery-headers/',
  '/docs/api/',
  '/docs/api/people-index/',
  '/docs/api/people-create/',
  '/docs/api/1.0/salesloft-platform/',
  '/search/',
];

for (const url of pages) {
  test(`${url} has no axe violations`, async ({page}) => {
    await gotoHydrated(page, url);
    await expectNoA11yViolations(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
}

// The explorer replaces the light panel when a reader opens it; it must pass as well.
for (const url of ['/docs/api/people-index/', '/docs/api/people-create/']) {
  test(`${url} with the API explorer open has no axe violations`, async ({page}) => {
    await gotoHydrated(page, url);
    await openExplorer(page);
    await expectNoA11yViolations(page);
  });
}

test('doc pages carry the locale, version and tag meta tags for search', async ({page}) => {
  for (const [url, tag] of [
    ['/docs/platform/intro/', 'docs-default-current'],
    ['/docs/api/people-index/', 'docs-api-current'],
  ] as const) {
    await gotoHydrated(page, url);
    await expect(page.locator('meta[name="docusaurus_locale"]')).toHaveAttribute('content', 'en');
    await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute('content', 'current');
    await expect(page.locator('meta[name="docusaurus_tag"]')).toHaveAttribute('content', tag);
  }
});

test('light mode only: no colour mode switch', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toHaveCount(0);
});

test('narrow screens: the search button keeps its name ("Search") when only its icon shows; no axe violations', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/docs/platform/intro/');
  const button = page.locator('.DocSearch-Button');
  // The word is visually hidden at this width (1 px, clipped), so only the icon shows.
  expect(await page.locator('.DocSearch-Button-Placeholder').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await expect(button).toHaveAccessibleName('Search');
  await expectNoA11yViolations(page);
});

/**
 * axe rules outside the WCAG tags above that the accessibility budget (CONTRIBUTING.md, "Performance budgets and benchmarks") covers too, each on the
 * page and in the state where it was once reported.
 */
/** A v1 operation whose endpoint URL is long. */
const V1_OPERATION = '/docs/api/1.0/public-api-v-1-person-cadence-memberships-index/';

async function expectNoViolationsOf(page: Page, rules: string[]): Promise<void> {
  const results = await new AxeBuilder({page}).withRules(rules).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

test('a guide with several asides and tables has unique landmarks (landmark-unique)', async ({page}) => {
  await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
  await expectNoViolationsOf(page, ['landmark-unique', 'landmark-no-duplicate-main', 'landmark-complementary-is-top-level']);
});

test('an operation page with the API explorer open keeps its heading order (heading-order)', async ({page}) => {
  await gotoHydrated(page, '/docs/api/people-index/');
  await openExplorer(page);
  await expectNoViolationsOf(page, ['heading-order', 'landmark-unique']);
});

test('a v1 operation page at 390 px: scrollable regions are focusable and the endpoint URL is not cut off', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, V1_OPERATION);
  await expectNoViolationsOf(page, ['scrollable-region-focusable', 'heading-order', 'landmark-unique']);
  const endpoint = page.locator('.openapi__method-endpoint').first();
  await expect(endpoint).toBeVisible();
  // Every character of the URL is on screen: nothing overflows its box or the viewport.
  const overflow = await endpoint.evaluate((el) => {
    const boxes = [el, ...Array.from(el.querySelectorAll('*'))].map((node) => node.getBoundingClientRect());
    const clipped = [el, ...Array.from(el.querySelectorAll('*'))].some((node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible');
    return {clipped, right: Math.max(...boxes.map((b) => b.right)), width: window.innerWidth};
  });
  expect(overflow.clipped).toBe(false);
  expect(overflow.right).toBeLessThanOrEqual(overflow.width);
});
