import {test, expect, gotoHydrated, openExplorer, expectNoA11yViolations} from './fixtures';
import type {Locator, Page} from '@playwright/test';

/** SPEC 9, in that order. */
const LANGUAGES = ['Python', 'cURL', 'C#', 'Go', 'Node.js', 'Ruby', 'PHP', 'Java', 'PowerShell', 'Dart', 'JavaScript', 'C', 'Objective-C', 'OCaml', 'R', 'Swift', 'Kotlin', 'Rust'];

const tablist = (page: Page) => page.getByRole('tablist', {name: 'Code sample language'});
const tabs = (page: Page) => tablist(page).getByRole('tab');
const sample = (page: Page) => page.locator('.openapi-explorer__code-block code').first();

/** Whether the whole of `item` is inside the visible part of the scrolling strip. */
async function fullyVisibleIn(item: Locator, strip: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([item.boundingBox(), strip.boundingBox()]);
  return Boolean(a && b && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1);
}

async function selectLanguage(page: Page, label: string): Promise<void> {
  const tab = tabs(page).filter({hasText: new RegExp(`^${label.replace(/[.+#]/g, '\\$&')}$`)});
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function everyTabReachable(page: Page): Promise<void> {
  await expect(tabs(page)).toHaveText(LANGUAGES.map((l) => new RegExp(`^${l.replace(/[.+#]/g, '\\$&')}$`, 'i')));
  const strip = tablist(page);
  const more = page.getByRole('button', {name: 'Show more languages'});
  const earlier = page.getByRole('button', {name: 'Show earlier languages'});

  // Pointer: the strip overflows, says so, and its arrow button brings the last tab into view.
  await tabs(page).first().click();
  await expect(more).toBeVisible();
  await expect(earlier).toHaveCount(0);
  const last = tabs(page).last();
  for (let i = 0; i < 20 && !(await fullyVisibleIn(last, strip)); i += 1) {
    await more.click();
    await page.waitForTimeout(350);
  }
  expect(await fullyVisibleIn(last, strip)).toBe(true);
  await expect(more).toHaveCount(0);
  await expect(earlier).toBeVisible();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');

  // Keyboard (WAI-ARIA tabs): Home, then the arrow keys along the row; each tab comes into view.
  await last.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < LANGUAGES.length; i += 1) {
    const tab = tabs(page).nth(i);
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => fullyVisibleIn(tab, strip)).toBe(true);
    if (i < LANGUAGES.length - 1) await page.keyboard.press('ArrowRight');
  }
  // Wraps around both ways; only the selected tab is in the Tab order.
  await page.keyboard.press('ArrowRight');
  await expect(tabs(page).first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs(page).last()).toBeFocused();
  await expect(tablist(page).locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
}

test.describe('code samples', () => {
  // Every test starts in a fresh browser context: no language remembered yet.
  test('all eighteen tabs are reachable by pointer and keyboard at 1280 px', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/docs/api/people-index/');
    await openExplorer(page);
    await everyTabReachable(page);
  });

  test('changing a query parameter in the explorer changes the sample; a GET sends no body', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-index/');
    await openExplorer(page);
    await selectLanguage(page, 'cURL');
    await expect(sample(page)).toContainText("curl -X GET 'https://api.salesloft.com/v2/people");
    await expect(sample(page)).not.toContainText('null');
    await expect(sample(page)).not.toContainText('--data');

    const optional = page.getByRole('button', {name: 'Show optional parameters'});
    if (await optional.count()) await optional.click();
    const perPage = page.locator('.openapi-explorer__request-form input[name="per_page"]');
    await perPage.fill('50');
    await expect(sample(page)).toContainText('per_page=50');
    await perPage.fill('');
    await expect(sample(page)).not.toContainText('per_page');

    // The same request in another language, still without a body.
    await selectLanguage(page, 'Java');
    await expect(sample(page)).toContainText('.method("GET", HttpRequest.BodyPublishers.noBody())');
    await expect(sample(page)).not.toContainText('BodyPublishers.ofString');
    await selectLanguage(page, 'Python');
    await expect(sample(page)).toContainText('requests.request("GET", url, headers=headers, timeout=30)');
  });

  test('a POST sample carries the body; the token placeholder stands in until sign-in', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-create/');
    await openExplorer(page);
    await selectLanguage(page, 'Go');
    await expect(sample(page)).toContainText('http.NewRequest("POST", "https://api.salesloft.com/v2/people", body)');
    await expect(sample(page)).toContainText('"email_address"');
    await expect(sample(page)).toContainText('Bearer <YOUR_ACCESS_TOKEN>');
  });

  test('with a signed-in token (as the sign-in leaves it for the explorer), every sample sends it', async ({page}) => {
    await page.addInitScript(() => sessionStorage.setItem('OAuth2', JSON.stringify({token: 'e2e-signed-in-token'})));
    await gotoHydrated(page, '/docs/api/people-show/');
    await openExplorer(page);
    for (const label of ['cURL', 'Rust', 'PowerShell']) {
      await selectLanguage(page, label);
      await expect(sample(page)).toContainText('Bearer e2e-signed-in-token');
    }
  });

  test('the chosen language is remembered on the next operation page', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-index/');
    await openExplorer(page);
    await selectLanguage(page, 'Kotlin');
    await expect(sample(page)).toContainText('OkHttpClient()');

    await gotoHydrated(page, '/docs/api/people-show/');
    await openExplorer(page);
    const kotlin = tabs(page).filter({hasText: /^Kotlin$/});
    await expect(kotlin).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => fullyVisibleIn(kotlin, tablist(page))).toBe(true);
    await expect(sample(page)).toContainText('.method("GET", null)');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('all eighteen tabs are reachable by pointer and keyboard at 390 px; no axe violations', async ({page}) => {
      await gotoHydrated(page, '/docs/api/people-index/');
      await openExplorer(page);
      await tablist(page).scrollIntoViewIfNeeded();
      await everyTabReachable(page);
      await expectNoA11yViolations(page);
    });
  });
});
