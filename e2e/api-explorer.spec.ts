import {test, expect, chooseEnvironment, expectNoA11yViolations, gotoHydrated, openExplorer} from './fixtures';
import {test as sandboxTest, signIn} from './sandbox';
import type {Page} from '@playwright/test';

/** Requests that mean the explorer is loading: its code or the operation it works on. */
const EXPLORER_REQUEST = /api-on-demand-explorer|\/openapi\/operations\//;

function explorerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (EXPLORER_REQUEST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

const column = (page: Page) => page.locator('.openapi-right-panel__container');
const explorerForm = (page: Page) => page.locator('.openapi-explorer__request-form');

/** Records layout shifts (not caused by a click or key press) from now on; returns their sum. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as {__shifts: number[]};
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) w.__shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift'});
  });
  return () => page.evaluate(() => (window as unknown as {__shifts: number[]}).__shifts.reduce((a, b) => a + b, 0));
}

test.describe('API explorer on demand', () => {
  test('the page shows the light panel and fetches nothing of the explorer until asked', async ({page}) => {
    const requests = explorerRequests(page);
    await gotoHydrated(page, '/docs/api/people-index/');
    const panel = page.getByRole('region', {name: 'Try this request'});
    await expect(panel.locator('code').first()).toHaveText('https://api.salesloft.com/v2/people');
    await expect(panel).toContainText("curl -X GET 'https://api.salesloft.com/v2/people'");
    // The desktop column is visible from the start; that alone must not load the explorer.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    await expect(explorerForm(page)).toHaveCount(0);

    await openExplorer(page);
    expect(requests.some((u) => u.includes('api-on-demand-explorer'))).toBe(true);
    expect(requests.some((u) => u.endsWith('/openapi/operations/people-index.json'))).toBe(true);
  });

  test('the code tabs’ stylesheet (language icons) loads with the explorer, not with the page', async ({page}) => {
    const iconRuleCount = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets).reduce(
          (n, sheet) => n + Array.from(sheet.cssRules).filter((r) => r.cssText.includes('.openapi-tabs__code-item--python::after')).length,
          0,
        ),
      );
    await gotoHydrated(page, '/docs/api/people-index/');
    await expect(page.locator('link[rel="stylesheet"][href*="api-on-demand-styles"]')).toHaveCount(0);
    expect(await iconRuleCount()).toBe(0);

    await openExplorer(page);
    await expect(page.locator('link[rel="stylesheet"][href*="api-on-demand-styles"]')).toHaveCount(1);
    expect(await iconRuleCount()).toBeGreaterThan(0);
    // A language tab shows its icon: the ::after box carries the data-URI image.
    const tab = page.locator('[class*="openapi-tabs__code-item--"]').first();
    await expect(tab).toBeVisible();
    const icon = await tab.evaluate((el) => getComputedStyle(el, '::after').backgroundImage);
    expect(icon).toMatch(/^url\("data:image\/svg\+xml/);
  });

  test('moving the pointer over the panel loads the explorer, and the swap shifts nothing', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-create/');
    await page.waitForLoadState('networkidle');
    const before = await column(page).boundingBox();
    const shifts = await watchLayoutShifts(page);
    // Move the mouse there directly: locator.hover() would scroll the column fully into view first.
    await page.mouse.move(before!.x + before!.width / 2, before!.y + 40);
    await expect(explorerForm(page)).toBeVisible({timeout: 20_000});
    expect(await column(page).boundingBox()).toEqual(before);
    expect(await shifts()).toBe(0);
  });

  test('keyboard: focusing the panel loads the explorer and focus stays in the column', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-show/');
    await page.getByRole('button', {name: 'Open the API explorer'}).focus();
    await expect(explorerForm(page)).toBeVisible({timeout: 20_000});
    expect(await column(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('scrolling the panel into view loads the explorer, without shifting the page', async ({page}) => {
      const requests = explorerRequests(page);
      await gotoHydrated(page, '/docs/api/people-show/');
      await page.waitForLoadState('networkidle');
      // A scroll the reader did not make (a script, an anchor) does not count.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(800);
      expect(requests).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);

      const shifts = await watchLayoutShifts(page);
      const height = (await column(page).boundingBox())!.height;
      for (let i = 0; i < 40 && (await explorerForm(page).count()) === 0; i += 1) {
        await page.mouse.move(195, 300);
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(150);
      }
      await expect(explorerForm(page)).toBeVisible({timeout: 20_000});
      expect(requests.length).toBeGreaterThan(0);
      expect((await column(page).boundingBox())!.height).toBe(height);
      expect(await shifts()).toBe(0);
    });
  });

  test.describe('when the explorer cannot be fetched', () => {
    test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 503/});

    test('the panel says so and the button tries again', async ({page}) => {
      await page.route('**/openapi/operations/**', (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await gotoHydrated(page, '/docs/api/people-index/');
      await page.getByRole('button', {name: 'Open the API explorer'}).click();
      await expect(page.getByRole('alert')).toContainText('could not be loaded');
      await page.unroute('**/openapi/operations/**');
      await openExplorer(page);
    });
  });
});

/*
 * Sending from the explorer. Against the provider emulator (scripts/sandbox, which the test build is
 * pointed at through window.__DOCS_TEST_CONFIG__) for real answers; with page.route for the ways a
 * request fails without one.
 */
const response = (page: Page) => page.locator('.openapi-explorer__response-container');
const sendButton = (page: Page) => page.getByRole('button', {name: 'Send API Request'});

/** The body editor's text (react-live renders it in a contenteditable <pre>). */
const editorText = (page: Page) => page.locator('.openapi-explorer__playground-editor').innerText();

sandboxTest.describe('sending from the explorer to the sandbox', () => {
  sandboxTest('GET with a query parameter: real sandbox data, status, rate-limit headers and an indented body', async ({page, sandbox}) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${sandbox.url}/v2/people`) && request.method() === 'GET') sent.push(request.url());
    });
    await gotoHydrated(page, '/docs/api/people-index/');
    await signIn(page);
    await openExplorer(page);
    // The explorer sends to the API the site is configured for: the sandbox.
    await expect(column(page).locator('.openapi-explorer__server-url')).toHaveText(sandbox.url);
    await column(page).getByRole('button', {name: /Show optional parameters/}).click();
    await column(page).getByLabel('per_page', {exact: true}).fill('2');
    await sendButton(page).click();

    await expect(response(page).getByTestId('response-status')).toHaveText('200 OK');
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!).searchParams.get('per_page')).toBe('2');
    const headers = response(page).locator('dl').first();
    await expect(headers).toContainText('content-type');
    await expect(headers).toContainText('application/json');
    await expect(headers).toContainText('x-ratelimit-endpoint-cost');
    await expect(headers).toContainText('x-ratelimit-remaining-minute');
    const body = response(page).locator('pre');
    await expect(body).toContainText('"display_name": "Pat Johnson"');
    await expect(body).toContainText('"display_name": "Lee Chen"');
    await expect(body).not.toContainText('Maria Garcia');
    await expect(body).toContainText('"per_page": 2');
    await expect(response(page).getByRole('alert')).toHaveCount(0);
  });

  sandboxTest.describe('POST', () => {
    sandboxTest.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 422/});

    sandboxTest('with a body: the editor starts from the page’s example, creates the person, then explains a 422', async ({page, sandbox}) => {
      await gotoHydrated(page, '/docs/api/people-create/');
      await signIn(page);
      await openExplorer(page);
      // The spec's example, not schema placeholders.
      const initial = await editorText(page);
      expect(JSON.parse(initial)).toMatchObject({email_address: 'pat.johnson@example.com', first_name: 'Pat', last_name: 'Johnson', owner_id: 1021, autotag_date: true});
      expect(initial).not.toContain('"string"');

      const posted = page.waitForRequest((r) => r.url() === `${sandbox.url}/v2/people` && r.method() === 'POST');
      await sendButton(page).click();
      // Signed in, the explorer sends to the live API, and the session's first write asks first.
      const confirm = page.getByRole('dialog', {name: 'Change live data?'});
      await expect(confirm).toContainText(`This POST goes to ${new URL(sandbox.url).host}`);
      await confirm.getByRole('button', {name: 'Send to live API'}).click();
      await expect(confirm).toHaveCount(0);
      expect(JSON.parse((await posted).postData() ?? '')).toMatchObject({email_address: 'pat.johnson@example.com', owner_id: 1021});
      await expect(response(page).getByTestId('response-status')).toHaveText('200 OK');
      await expect(response(page).locator('pre')).toContainText('"display_name": "Pat Johnson"');
      await expect(response(page).locator('pre')).toContainText('"id": 164510524');

      // The same person again: no second question this session; the API's validation error, with advice.
      await sendButton(page).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(response(page).getByTestId('response-status')).toHaveText('422 Unprocessable Entity');
      await expect(response(page).getByRole('alert')).toContainText('names each field');
      await expect(response(page).locator('pre')).toContainText('has already been taken');
    });
  });

  sandboxTest.describe('without a token', () => {
    sandboxTest.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 401/});

    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ]) {
      sandboxTest(`a 401 says no token went, names the scope and how to sign in (${width} px)`, async ({page, sandbox}) => {
        void sandbox;
        await page.setViewportSize({width, height});
        await gotoHydrated(page, '/docs/api/people-index/');
        await openExplorer(page);
        await chooseEnvironment(page, 'live');
        await sendButton(page).click();
        await expect(response(page).getByTestId('response-status')).toHaveText('401 Unauthorized');
        // The answer takes the response example's place: the column's lower row, after the request.
        await expect(page.locator('#request-sample > div:last-child .openapi-explorer__response-container')).toHaveCount(1);
        await expect(page.getByRole('region', {name: 'Response example'})).toBeHidden();
        const alert = response(page).getByRole('alert');
        await expect(alert).toContainText('No token went with the request');
        await expect(alert).toContainText('This operation needs a token with the people:read scope.');
        await expect(alert.locator('code')).toHaveText('people:read');
        await expect(alert).toContainText('Log In');
        await expect(response(page).locator('pre')).toContainText('No Bearer Token attached to request');
        await expect(alert).toBeInViewport();
        // The status, advice, headers and body pass axe as well.
        await expectNoA11yViolations(page);
      });
    }
  });

  sandboxTest.describe('when the API does not allow this page', () => {
    // The browser reports the blocked request, and the status of the no-cors probe that follows it.
    sandboxTest.use({allowedConsoleErrors: /blocked by CORS policy|Failed to load resource: (net::ERR_FAILED|the server responded with a status of 404)/});

    sandboxTest('a CORS block is named, with the terminal as the way out', async ({page, sandbox}) => {
      sandbox.setFaults({peopleCors: false});
      await gotoHydrated(page, '/docs/api/people-index/');
      await signIn(page);
      await openExplorer(page);
      await sendButton(page).click();
      const alert = response(page).getByRole('alert');
      await expect(alert).toContainText('The browser blocked the response (CORS)');
      await expect(alert).toContainText(`${sandbox.url} is reachable`);
      await expect(alert).toContainText('code sample above from a terminal');
    });
  });
});

test.describe('when a request gets no answer', () => {
  /** Every request to the production API, as the default build's explorer sends them. */
  const API = 'https://api.salesloft.com/**';

  test.describe('network failure', () => {
    test.use({allowedConsoleErrors: /Failed to load resource: net::ERR_CONNECTION_REFUSED/});

    test('says the API could not be reached and what to do', async ({page}) => {
      await page.route(API, (route) => route.abort('connectionrefused'));
      await gotoHydrated(page, '/docs/api/people-index/');
      await openExplorer(page);
      await chooseEnvironment(page, 'live');
      await sendButton(page).click();
      const alert = response(page).getByRole('alert');
      await expect(alert).toContainText('The API could not be reached');
      await expect(alert).toContainText('did not reach https://api.salesloft.com');
      await expect(alert).toContainText('code sample above from a terminal');
    });
  });

  test('Cancel stops a request that hangs, and the button sends again', async ({page}) => {
    let aborted = 0;
    await page.route(API, () => undefined);
    page.on('requestfailed', (request) => {
      if (request.url().startsWith('https://api.salesloft.com/') && /ERR_ABORTED/.test(request.failure()?.errorText ?? '')) aborted += 1;
    });
    await gotoHydrated(page, '/docs/api/people-index/');
    await openExplorer(page);
    await chooseEnvironment(page, 'live');
    await sendButton(page).click();
    await expect(response(page).getByRole('status')).toContainText('The request stops after 30 seconds');
    await expect(page.getByRole('button', {name: 'Sending…'})).toBeDisabled();
    await response(page).getByRole('button', {name: 'Cancel'}).click();
    await expect(response(page).getByRole('alert')).toContainText('You cancelled the request before a response arrived');
    await expect.poll(() => aborted).toBe(1);
    await expect(sendButton(page)).toBeEnabled();
  });

  test('a request with no answer for 30 seconds times out', async ({page}) => {
    await page.clock.install();
    await page.route(API, () => undefined);
    await gotoHydrated(page, '/docs/api/people-index/');
    await openExplorer(page);
    await chooseEnvironment(page, 'live');
    // From here the page's time moves only when the test moves it, however slow the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await sendButton(page).click();
    await expect(response(page).getByRole('status')).toBeVisible();
    await page.clock.fastForward(29_000);
    await page.waitForTimeout(500);
    await expect(response(page).getByRole('alert')).toHaveCount(0);
    await expect(response(page).getByRole('status')).toBeVisible();
    await page.clock.fastForward(1_500);
    const alert = response(page).getByRole('alert');
    await expect(alert).toContainText('No response after 30 seconds');
    await expect(alert).toContainText('did not answer within 30 seconds');
  });

  test('offline: nothing is sent, and the reader is told to reconnect', async ({page, context}) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://api.salesloft.com/')) sent.push(request.url());
    });
    await gotoHydrated(page, '/docs/api/people-index/');
    await openExplorer(page);
    await chooseEnvironment(page, 'live');
    await context.setOffline(true);
    await sendButton(page).click();
    const alert = response(page).getByRole('alert');
    await expect(alert).toContainText('You are offline');
    await expect(alert).toContainText('Reconnect, then send again');
    expect(sent).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('the body editor', () => {
  test('Reset to example restores the example after an edit', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-create/');
    await openExplorer(page);
    const example = await editorText(page);
    const editor = page.locator('.openapi-explorer__playground-editor');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('{"email_address": "someone@example.com"}');
    await expect(editor).toHaveText('{"email_address": "someone@example.com"}');
    await column(page).getByRole('button', {name: 'Reset to example'}).click();
    expect(await editorText(page)).toBe(example);
  });
});
