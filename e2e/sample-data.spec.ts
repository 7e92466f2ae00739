import type {Page} from '@playwright/test';
import {test, expect, chooseEnvironment, expectNoA11yViolations, gotoHydrated, openExplorer} from './fixtures';
import {test as sandboxTest, signIn} from './sandbox';

/*
 * The explorer's "Sample data" environment (issue 27): signed out it answers in the browser from the
 * emulator in src/sampleApi, keeps what the reader creates for the rest of the tab, and sends
 * nothing to the live API.
 */

const form = (page: Page) => page.locator('.openapi-explorer__request-form');
const environment = (page: Page) => form(page).getByLabel('Send to');
const sendButton = (page: Page) => page.getByRole('button', {name: 'Send API Request'});
const response = (page: Page) => page.locator('.openapi-explorer__response-container');
const status = (page: Page) => response(page).getByTestId('response-status');

/** Replaces the body editor's text as a reader would: select all, type. */
async function typeBody(page: Page, body: object): Promise<void> {
  const editor = page.locator('.openapi-explorer__playground-editor');
  // As a reader does: scroll the editor to the top of the column (the Send bar stays at its bottom), then click into it.
  await editor.evaluate((el) => el.scrollIntoView({block: 'start'}));
  await editor.click({position: {x: 24, y: 12}});
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(JSON.stringify(body));
}

async function fillPathId(page: Page, id: string): Promise<void> {
  await form(page).locator('input[name="id"]').fill(id);
}

async function send(page: Page): Promise<void> {
  await sendButton(page).click();
  await expect(status(page)).toBeVisible();
}

/** Opens the explorer of an operation page in the same tab (the sample data lives in the tab's session). */
async function onOperation(page: Page, slug: string): Promise<void> {
  await gotoHydrated(page, `/docs/api/${slug}/`);
  await openExplorer(page);
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`sample data at ${width} px`, () => {
    test.use({viewport: {width, height}});

    test('create, list, show, update, delete, then 404; nothing goes to the live API', async ({page}) => {
      test.slow(); // six operation pages in one tab
      const live: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://api.salesloft.com')) live.push(`${request.method()} ${request.url()}`);
      });
      const email = `ada.lovelace.${width}@example.com`;

      await onOperation(page, 'people-create');
      await expect(environment(page)).toHaveValue('sample');
      await expect(environment(page).locator('option:checked')).toHaveText('Sample data (in your browser)');
      await expect(form(page).getByTestId('required-scopes')).toHaveText(/Needs the people:write scope\. How apps get scopes/);
      await typeBody(page, {email_address: email, first_name: 'Ada', last_name: 'Lovelace'});
      await send(page);
      await expect(status(page)).toHaveText(/^20[01] /);
      await expect(response(page).getByTestId('sample-badge')).toHaveText('Sample data');
      const created = await response(page).locator('pre').innerText();
      expect(created).toContain(`"email_address": "${email}"`);
      const id = /"id": (\d+)/.exec(created)?.[1];
      expect(id).toBeTruthy();
      // At 1280 x 800, Send and the answer are on screen together, with no scrolling inside the
      // column; on a phone the answer is scrolled into view below the request.
      if (width === 1280) await expect(sendButton(page)).toBeInViewport();
      await expect(status(page)).toBeInViewport();

      // The list (another page, same tab) has the new person first: newest updated_at leads.
      await onOperation(page, 'people-index');
      await send(page);
      await expect(status(page)).toHaveText('200 OK');
      await expect(response(page).locator('pre')).toContainText(`"email_address": "${email}"`);
      await expect(response(page).locator('pre')).toContainText('"per_page": 25');

      await onOperation(page, 'people-show');
      await fillPathId(page, id!);
      await send(page);
      await expect(status(page)).toHaveText('200 OK');
      await expect(response(page).locator('pre')).toContainText(`"id": ${id}`);

      await onOperation(page, 'people-update');
      await fillPathId(page, id!);
      await typeBody(page, {title: 'Analyst'});
      await send(page);
      await expect(status(page)).toHaveText('200 OK');
      await expect(response(page).locator('pre')).toContainText('"title": "Analyst"');
      await expect(response(page).locator('pre')).toContainText(`"email_address": "${email}"`);

      await onOperation(page, 'people-destroy');
      await fillPathId(page, id!);
      await send(page);
      await expect(status(page)).toHaveText('204 No Content');

      await onOperation(page, 'people-show');
      await fillPathId(page, id!);
      await send(page);
      await expect(status(page)).toHaveText('404 Not Found');
      await expect(response(page).locator('pre')).toContainText('"error": "Not Found"');
      await expect(response(page).getByTestId('sample-badge')).toBeVisible();

      expect(live).toEqual([]);
    });

    test('an invalid body gets a 422 that names the field; the rate-limit headers come with it', async ({page}) => {
      await onOperation(page, 'people-create');
      await typeBody(page, {email_address: 'not-an-address', first_name: 'Ada'});
      await send(page);
      await expect(status(page)).toHaveText('422 Unprocessable Entity');
      await expect(response(page).locator('pre')).toContainText('"email_address"');
      await expect(response(page).locator('pre')).toContainText('is not a valid email address');
      await expect(response(page).getByRole('alert')).toContainText('names each field');
      const headers = response(page).locator('dl').first();
      await expect(headers).toContainText('x-ratelimit-endpoint-cost');
      await expect(headers).toContainText('x-ratelimit-remaining-minute');
    });

    test('a simulated 403 names the missing scope and links to where an app’s scopes are set', async ({page}) => {
      test.slow(); // axe over the open explorer
      await onOperation(page, 'people-index');
      await form(page).getByLabel('Answer').selectOption('forbidden');
      await send(page);
      await expect(status(page)).toHaveText('403 Forbidden');
      const alert = response(page).getByRole('alert');
      await expect(alert).toContainText('It needs the people:read scope.');
      await expect(alert).toContainText('Simulated by the sample data');
      await expect(alert.getByRole('link', {name: 'how to request scopes'})).toHaveAttribute('href', '/docs/platform/api-basics/scopes/#how-to-request-scopes');
      await expect(response(page).locator('pre')).toContainText('people:read');
      await expectNoA11yViolations(page);
    });
  });
}

test('simulated 401 and 429 answer as the live API does', async ({page}) => {
  await onOperation(page, 'people-index');
  await form(page).getByLabel('Answer').selectOption('unauthorized');
  await send(page);
  await expect(status(page)).toHaveText('401 Unauthorized');
  await form(page).getByLabel('Answer').selectOption('rate_limited');
  await send(page);
  await expect(status(page)).toHaveText('429 Too Many Requests');
  await expect(response(page).getByRole('alert')).toContainText('rate limit for this minute is used up');
});

test('the explorer opens on cURL, the language of the request the page showed', async ({page}) => {
  await gotoHydrated(page, '/docs/api/people-index/');
  await expect(page.getByRole('region', {name: 'Try this request'})).toContainText("curl -X GET 'https://api.salesloft.com/v2/people'");
  await openExplorer(page);
  const tab = page.getByRole('tablist', {name: 'Code sample language'}).getByRole('tab', {selected: true});
  await expect(tab).toHaveText('cURL');
  // The samples always call the live API, whatever the explorer sends to.
  await expect(page.locator('.openapi-explorer__code-block code').first()).toContainText("curl -X GET 'https://api.salesloft.com/v2/people");
});

test('parameter hints render their Markdown and are not cut short', async ({page}) => {
  await gotoHydrated(page, '/docs/api/users-index/');
  await openExplorer(page);
  await form(page).getByRole('button', {name: 'Show optional parameters'}).click();
  const field = form(page).locator('.openapi-explorer__form-item').filter({has: page.locator('input[name="seat_package"]')});
  await expect(field).toContainText('Only users on this seat package.');
  // No placeholder or hint in the form shows raw Markdown.
  for (const placeholder of await form(page).locator('input[placeholder]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).placeholder))) {
    expect(placeholder).not.toMatch(/`/);
    expect(placeholder.length).toBeLessThan(40);
  }
  const work = form(page).locator('.openapi-explorer__form-item').filter({hasText: 'Only users whose work country'});
  await expect(work.locator('p code')).toHaveText('work_country[]=US');
  expect(await form(page).locator('.openapi-explorer__form-item p').allInnerTexts()).not.toContainEqual(expect.stringContaining('`'));
});

sandboxTest.describe('signed in', () => {
  sandboxTest('Live is the default and names the API; switching to sample data sends nothing to it', async ({page, sandbox}) => {
    const toSandbox: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${sandbox.url}/v2/people`)) toSandbox.push(request.method());
    });
    await gotoHydrated(page, '/docs/api/people-create/');
    await signIn(page);
    await openExplorer(page);
    await expect(environment(page)).toHaveValue('live');
    await expect(environment(page).locator('option:checked')).toHaveText(`Live: ${new URL(sandbox.url).host}`);
    await chooseEnvironment(page, 'sample');
    await send(page);
    await expect(response(page).getByTestId('sample-badge')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(toSandbox.filter((m) => m !== 'OPTIONS')).toEqual([]);
  });

  sandboxTest('the first live write asks; Cancel sends nothing, “Switch to sample data” changes the environment', async ({page, sandbox}) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${sandbox.url}/v2/people` && request.method() === 'POST') posts.push(request.url());
    });
    await gotoHydrated(page, '/docs/api/people-create/');
    await signIn(page);
    await openExplorer(page);
    await sendButton(page).click();
    const dialog = page.getByRole('dialog', {name: 'Change live data?'});
    await expect(dialog).toContainText('changes your team’s real records');
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await expect(dialog).toHaveCount(0);
    expect(posts).toEqual([]);
    await sendButton(page).click();
    await dialog.getByRole('button', {name: 'Switch to sample data'}).click();
    await expect(environment(page)).toHaveValue('sample');
    expect(posts).toEqual([]);
  });
});
