import {createHmac} from 'node:crypto';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, expectNoA11yViolations, FIRST_RESULTS_TIMEOUT} from './fixtures';
import {cdnSizes, measurePageWeight, transferBudgetFor} from '../scripts/bench/page-weight.mjs';

/**
 * Issue 26: webhook events as reference pages (one per event, in the API sidebar, linked both ways,
 * found by search) and the signature tool of the delivery-headers guide (Web Crypto in the browser,
 * known vectors, mismatch reasons, nothing sent).
 */

const TOKEN = 'wh_tok_8f3c2a9d41e7b6';
const EVENT_PAGE = '/docs/api/webhook-person-updated/';
const TOOL_PAGE = '/docs/platform/webhooks/delivery-headers/';
const hmac = (key: string, body: string) => createHmac('sha1', key).update(body).digest('hex');

const WIDTHS = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 390, height: 844},
];

/** The example body and signature the event page shows in its delivery. */
async function exampleDelivery(page: Page): Promise<{body: string; signature: string}> {
  // One element per line of the code block: the text a reader copies, line by line.
  const lines = (await page.locator('[class*="webhookDelivery"] .token-line').allTextContents()).map((line) => line.replace(/\n$/, ''));
  const signature = /^x-salesloft-signature: ([0-9a-f]{40})$/.exec(lines.find((line) => line.startsWith('x-salesloft-signature: ')) ?? '')?.[1] ?? '';
  expect(lines.slice(0, 5)).toEqual(['POST /salesloft/webhooks HTTP/1.1', 'Host: hooks.example.com', 'Content-Type: application/json', 'x-salesloft-event: person_updated', `x-salesloft-signature: ${signature}`]);
  expect(lines[5]).toBe('');
  const body = lines[6] ?? '';
  return {body, signature};
}

for (const {name, width, height} of WIDTHS) {
  test.describe(`webhook event page (${name}, ${width} px)`, () => {
    test.use({viewport: {width, height}});

    test('shows the event, its headers, its payload and a delivery whose signature is right', async ({page}) => {
      await gotoHydrated(page, EVENT_PAGE);
      await expect(page.locator('h1')).toHaveText('person_updated');
      await expect(page.locator('.api-webhook__request')).toHaveText('POST callback_url of a subscription to person_updated');
      await expect(page.getByText('Salesloft posts this webhook to your subscription\'s callback_url when a person is changed.')).toBeVisible();
      const article = page.locator('.openapi-left-panel__container');
      await expect(article.getByText('x-salesloft-event', {exact: true}).first()).toBeVisible();
      await expect(article.getByText('x-salesloft-signature', {exact: true}).first()).toBeVisible();
      await expect(article.getByText('people:read').first()).toBeVisible();

      const {body, signature} = await exampleDelivery(page);
      expect(JSON.parse(body).id).toBe(164510523);
      expect(signature).toBe(hmac(TOKEN, body));
      const tool = page.getByRole('link', {name: 'Check a signature for person_updated'});
      await expect(tool).toHaveAttribute('href', '/docs/platform/webhooks/delivery-headers/?event=person_updated#signature-tool');
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoA11yViolations(page);
    });

    test('sits in the API sidebar under Webhook events, grouped by resource', async ({page}) => {
      await gotoHydrated(page, EVENT_PAGE);
      if (width < 997) await page.getByRole('button', {name: /sidebar|navigation/i}).first().click();
      const sidebar = page.locator(width < 997 ? '.navbar-sidebar' : 'nav.menu').first();
      const area = sidebar.locator('.api-area', {has: page.locator('> .menu__list-item-collapsible', {hasText: 'Webhook events'})});
      await expect(area).toHaveCount(1);
      const group = area.locator('.menu__list-item', {has: page.locator('> .menu__list-item-collapsible', {hasText: 'Person events'})});
      await expect(group.locator('a.menu__link').filter({hasText: /^person_/})).toHaveText(['person_created', 'person_updated', 'person_deleted']);
    });

    test('a long event name wraps after its underscores only, in the title and in the sidebar', async ({page}) => {
      const name = 'email_with_body_and_subject_updated';
      await gotoHydrated(page, '/docs/api/webhook-email-with-body-and-subject-updated/');
      if (width < 997) await page.getByRole('button', {name: /sidebar|navigation/i}).first().click();
      const sidebar = page.locator(width < 997 ? '.navbar-sidebar' : 'nav.menu').first();
      const title = page.getByRole('heading', {level: 1});
      const label = sidebar.locator('a.menu__link', {hasText: name});
      await expect(title).toHaveText(name);
      await expect(label).toHaveText(name);
      for (const element of [title, label]) {
        // The name as shown: the characters on each line, read from where the browser laid them out.
        const lines = await element.evaluate((el) => {
          const rows: {top: number; text: string}[] = [];
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (let i = 0; i < text.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const top = Math.round(range.getBoundingClientRect().top);
              const row = rows.find((r) => Math.abs(r.top - top) < 4);
              if (row) row.text += text[i];
              else rows.push({top, text: text[i]});
            }
          }
          return rows.sort((a, b) => a.top - b.top).map((r) => r.text);
        });
        expect(lines.join('')).toBe(name);
        // It is too long for one line here, and every line but the last ends at an underscore.
        expect(lines.length).toBeGreaterThan(1);
        for (const line of lines.slice(0, -1)) expect(line, `a line of ${JSON.stringify(lines)}`).toMatch(/_$/);
      }
      // Copying the title gives the name as written.
      expect(await title.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.toString();
      })).toBe(name);
    });
  });
}

test('links both ways: the event-types table, the resource page and its operations link each event', async ({page}) => {
  await gotoHydrated(page, '/docs/platform/webhooks/event-types/');
  const rows = page.locator('table').filter({hasText: 'Fires when'}).locator('tbody tr');
  await expect(rows).toHaveCount(37);
  await expect(rows.first().locator('td').first().locator('a')).toHaveAttribute('href', '/docs/api/webhook-account-created/');
  await rows.filter({hasText: 'task_completed'}).locator('a').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/webhook-task-completed\/$/);
  await expect(page.locator('h1')).toHaveText('task_completed');

  await gotoHydrated(page, '/docs/api/people/');
  const section = page.locator('p', {hasText: 'Salesloft can post these records to your endpoint when they change'});
  await expect(section.locator('a')).toHaveText(['person_created', 'person_updated', 'person_deleted', 'Person events']);
  await gotoHydrated(page, '/docs/api/tasks-show/');
  await expect(page.locator('#webhook-events')).toHaveText('Webhook events');
  await expect(page.locator('p', {hasText: 'The body of these webhook events has the shape this operation returns'}).locator('a')).toHaveText([
    'task_created',
    'task_updated',
    'task_completed',
    'task_deleted',
  ]);
});

test('the embedded search finds the event page for "person updated webhook"', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('person updated webhook');
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  const hrefs = (await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).slice(0, 5);
  expect(hrefs.some((href) => href.startsWith(EVENT_PAGE)), hrefs.join('\n')).toBe(true);
});

test('the Markdown twin and llms.txt have the event pages', async ({request}) => {
  const twin = await request.get('/docs/api/webhook-person-updated.md');
  expect(twin.status()).toBe(200);
  const md = await twin.text();
  expect(md).toMatch(/^# person_updated\n\nWebhook event: Salesloft sends `POST` to the `callback_url` of every subscription to `person_updated`\./);
  expect(md).toContain('## Example delivery');
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('## API v2.0: Person events');
  expect(llms).toMatch(/- \[person_updated\]\(http[^)]+\/docs\/api\/webhook-person-updated\.md\): Webhook event\./);
});

for (const {name, width, height} of WIDTHS) {
  test.describe(`signature tool (${name}, ${width} px)`, () => {
    test.use({viewport: {width, height}});

    test('computes known vectors, explains mismatches and sends nothing', async ({page}) => {
      await gotoHydrated(page, `${TOOL_PAGE}?event=task_completed#signature-tool`);
      const token = page.getByLabel('Callback token');
      const body = page.getByLabel('Raw body');
      const received = page.getByLabel('x-salesloft-signature you received');
      const computed = page.getByTestId('computed-signature');
      const verdict = page.getByTestId('verdict');

      // Prefilled from the event page's link: its example, signed with the example token, as that page shows.
      await expect(page.getByLabel('Example event')).toHaveValue('task_completed');
      const example = await body.inputValue();
      expect(JSON.parse(example).current_state).toBe('completed');
      await expect(token).toHaveValue(TOKEN);
      await expect(computed).toHaveText(hmac(TOKEN, example));

      // Nothing leaves the page from here on.
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));

      // RFC 2202 test case 2.
      await token.fill('Jefe');
      await body.fill('what do ya want for nothing?');
      await expect(computed).toHaveText('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
      await received.fill('EFFCDF6AE5EB2FA2D27416D5F184DF9C259A7C79');
      await expect(verdict).toHaveText('Match: this body was signed with this token (after trimming and lower-casing what you pasted; Salesloft sends lower-case hex).');

      // Whitespace changed: the reader pasted an indented copy of what Salesloft signed.
      await token.fill('my-token');
      await body.fill(JSON.stringify(JSON.parse(example), null, 2));
      await received.fill(hmac('my-token', example));
      await expect(verdict).toHaveText(
        'No match, because the whitespace changed: the signature fits the same JSON without whitespace (as Salesloft sends it), with this token. Verify the raw bytes as they arrive, before any parsing or re-serializing.',
      );

      // Another key: the signature was made with the example token, not the reader's.
      await body.fill(example);
      await received.fill(hmac(TOKEN, example));
      await expect(verdict).toHaveText(`No match, because the key differs: the signature fits this body signed with the example token ${TOKEN}, not with your token.`);

      await received.fill('1234');
      await expect(verdict).toHaveText('Not an x-salesloft-signature: it has 40 hexadecimal characters, this has 4 characters.');
      await received.fill(hmac('someone-else', example));
      await expect(verdict).toContainText('No match. Either the token is not the callback_token');

      // The replay command: the reader's URL, the event, the signature of this body with this token.
      await page.getByLabel('Your endpoint URL').fill('https://hooks.example.org/in');
      const curl = page.getByTestId('replay-command');
      await expect(curl).toContainText(`-H 'x-salesloft-signature: ${hmac('my-token', example)}'`);
      const command = (await curl.innerText()).replace(/\r/g, '');
      expect(command.split('\n')[0]).toBe("curl -i -X POST 'https://hooks.example.org/in' \\");
      expect(command).toContain("-H 'x-salesloft-event: task_completed'");
      expect(command).toContain(`--data-binary '${example}'`);

      await page.waitForTimeout(300);
      expect(requests, 'requests made while using the tool').toEqual([]);
      // The token is not stored anywhere.
      const stored = await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}) + document.cookie);
      expect(stored).not.toContain('my-token');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoA11yViolations(page);
    });

    test('a link to a section below the tool lands on it, and the section stays in view when the tool appears', async ({page}) => {
      await gotoHydrated(page, `${TOOL_PAGE}#using-express`);
      // The tool (much taller than the space it held) has loaded above the section.
      await expect(page.getByLabel('Callback token')).toBeAttached();
      await expect(page.getByTestId('computed-signature')).toHaveText(/^[0-9a-f]{40}$/);
      await page.waitForTimeout(300);
      const heading = page.getByRole('heading', {name: 'Using Express', level: 3});
      await expect(heading).toBeInViewport();
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      // Under the sticky navbar, at the top of the screen, as for any other anchor.
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(150);
    });
  });
}

test('choosing a section below the tool in the table of contents keeps it in view when the tool appears', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, TOOL_PAGE);
  await expect(page.getByLabel('Callback token')).toHaveCount(0);
  await page.locator('.table-of-contents').getByRole('link', {name: 'Testing your endpoint locally'}).click();
  await expect(page).toHaveURL(/#testing-your-endpoint-locally$/);
  await expect(page.getByTestId('computed-signature')).toHaveText(/^[0-9a-f]{40}$/);
  await page.waitForTimeout(300);
  const top = await page.locator('#testing-your-endpoint-locally').evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(150);
});

test('the tool stays out of every first load, its own page included, and comes when the reader reaches it', async ({page, context, baseURL}) => {
  const marker = 'x-salesloft-signature you received';
  const firstLoadHas = async (path: string) => {
    const weight = await measurePageWeight(context, `${baseURL}${path}`);
    const bodies = await Promise.all(weight.scripts.map(async (s) => (await fetch(s.url)).text()));
    return {has: bodies.some((b) => b.includes(marker)), bytes: (cdnSizes(weight.scripts) as {br: number}).br};
  };
  expect((await firstLoadHas('/docs/platform/webhooks/event-types/')).has).toBe(false);
  expect((await firstLoadHas(TOOL_PAGE)).has).toBe(false);
  const event = await firstLoadHas(EVENT_PAGE);
  expect(event.has).toBe(false);
  expect(event.bytes).toBeLessThanOrEqual(transferBudgetFor('API operation', EVENT_PAGE));

  await gotoHydrated(page, TOOL_PAGE);
  await expect(page.getByLabel('Callback token')).toHaveCount(0);
  await page.locator('#signature-tool').scrollIntoViewIfNeeded();
  await expect(page.getByLabel('Callback token')).toBeVisible();
  await expect(page.getByTestId('computed-signature')).toHaveText(/^[0-9a-f]{40}$/);
});
