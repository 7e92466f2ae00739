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
