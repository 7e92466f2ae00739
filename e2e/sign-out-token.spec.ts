import type {Page, Request} from '@playwright/test';
import {test, expect, signIn} from './sandbox';
import {chooseEnvironment, gotoHydrated, openExplorer} from './fixtures';

/*
 * Sign-out means no token anywhere: an API explorer that is open when the reader logs out, or when
 * the token expires, drops the token at once, without a reload, from its Auth field and from every
 * one of its eighteen code samples, and the next request goes out without it and says why it failed.
 */

const LANGUAGE_KEYS = ['python', 'curl', 'csharp', 'go', 'nodejs', 'ruby', 'php', 'java', 'powershell', 'dart', 'javascript', 'c', 'objective-c', 'ocaml', 'r', 'swift', 'kotlin', 'rust'];

const userMenu = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Ada L.'});
const loginButton = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Log In'});
const column = (page: Page) => page.locator('.openapi-right-panel__container');
const tokenField = (page: Page) => column(page).getByPlaceholder('Bearer Token');
const sample = (page: Page) => page.locator('.openapi-explorer__code-block code').first();
const response = (page: Page) => page.locator('.openapi-explorer__response-container');

/** The text of each language's sample, tab by tab, as the page shows it. */
async function everySample(page: Page): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const key of LANGUAGE_KEYS) {
    const tab = page.getByRole('tablist', {name: 'Code sample language'}).locator(`[data-language="${key}"]`);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    texts[key] = await sample(page).innerText();
  }
  return texts;
}

async function signedInWithExplorer(page: Page): Promise<string> {
  await gotoHydrated(page, '/docs/api/people-index/');
  await signIn(page);
  await expect(userMenu(page)).toBeVisible();
  await openExplorer(page);
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('docs-auth-session') ?? '{}') as {accessToken?: string}).accessToken ?? '');
  expect(token.length).toBeGreaterThan(20);
  await expect(tokenField(page)).toHaveValue(token);
  for (const [key, text] of Object.entries(await everySample(page))) expect(text, key).toContain(`Bearer ${token}`);
  return token;
}

/** The token is nowhere: not in the field, not in any sample, not in storage. */
async function expectTokenGone(page: Page, token: string): Promise<void> {
  await expect(loginButton(page)).toBeVisible();
  await expect(tokenField(page)).toHaveValue('');
  for (const [key, text] of Object.entries(await everySample(page))) {
    expect(text, key).not.toContain(token);
    expect(text, key).toContain('Bearer <YOUR_ACCESS_TOKEN>');
  }
  const storage = await page.evaluate(() => JSON.stringify({...sessionStorage, ...localStorage}));
  expect(storage).not.toContain(token);
}

/** Sends from the explorer; the request reaches the API without an Authorization header, and the panel says why it failed. */
async function expectSendWithoutToken(page: Page, sandboxUrl: string): Promise<void> {
  const sent = page.waitForRequest((r: Request) => r.url().startsWith(`${sandboxUrl}/v2/people`) && r.method() === 'GET');
  // Signed out, the explorer defaults to the sample data; the live API is what must not see the token.
  await chooseEnvironment(page, 'live');
  await page.getByRole('button', {name: 'Send API Request'}).click();
  const headers = await (await sent).allHeaders();
  expect(headers.authorization).toBeUndefined();
  await expect(response(page).getByTestId('response-status')).toHaveText('401 Unauthorized');
  const alert = response(page).getByRole('alert');
  await expect(alert).toContainText('No token went with the request: you are signed out, and this operation needs one.');
  await expect(alert).toContainText('Sign in with “Log In” at the top of the page');
}

test.describe('an open API explorer when the session ends', () => {
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 401/});
  // Sign-in, then every language tab twice: about a minute on a busy two-core machine.
  test.describe.configure({timeout: 180_000});

  test('logging out empties the Auth field and all eighteen samples at once; a send goes without a token', async ({page, sandbox}) => {
    const token = await signedInWithExplorer(page);
    await userMenu(page).click();
    await page.getByRole('menu', {name: 'Account'}).getByRole('menuitem', {name: 'Log Out'}).click();
    await expectTokenGone(page, token);
    await expectSendWithoutToken(page, sandbox.url);
  });

  test('the token expiring does the same, while the page stays open', async ({page, sandbox}) => {
    // The page's clock runs as usual until the test moves it past the token's two hours.
    await page.clock.install();
    const token = await signedInWithExplorer(page);
    await page.clock.fastForward('02:00:05');
    await expectTokenGone(page, token);
    await expectSendWithoutToken(page, sandbox.url);
  });

  test('signing in with the explorer open fills in the new token', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/docs/api/people-index/');
    await openExplorer(page);
    await expect(tokenField(page)).toHaveValue('');
    await signIn(page);
    await expect(userMenu(page)).toBeVisible();
    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('docs-auth-session') ?? '{}') as {accessToken?: string}).accessToken ?? '');
    await expect(tokenField(page)).toHaveValue(token);
    await expect(sample(page)).toContainText(`Bearer ${token}`);
  });
});
