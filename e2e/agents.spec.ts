import {test, expect, gotoHydrated, expectNoA11yViolations} from './fixtures';

/**
 * Issue 28: the MCP server's guides and generated tool reference, the instructions for agents in
 * llms.txt, and the API changelog with its Atom feed.
 */

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('the MCP tool reference: every tool with its inputs and REST operation, and the outputs page', async ({page}) => {
      await gotoHydrated(page, '/docs/api/mcp-tools/');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Salesloft MCP server tools');
      await expect(page.locator('article h2 code')).toHaveCount(15);
      const inputs = page.getByRole('table', {name: 'Input of search_people'});
      await expect(inputs.locator('th').first()).toHaveText('Input');
      await expect(inputs.locator('tr', {hasText: 'email_addresses'}).locator('td').nth(1)).toHaveText('array of string');
      await expect(page.getByRole('table', {name: 'Input of person_by_id'}).locator('td').first()).toHaveText('id (required)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expectNoA11yViolations(page);

      await page.locator('h2#search-people ~ p').getByRole('link', {name: 'Output: a page of records'}).first().click();
      await expect(page).toHaveURL(/\/docs\/api\/mcp-tools\/outputs\/#search-people$/);
      const outputs = page.getByRole('table', {name: 'Output of search_people, person_by_id'});
      await expect(outputs.locator('tr', {hasText: 'counts.emails_sent'}).locator('td').nth(1)).toHaveText('integer');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expectNoA11yViolations(page);

      await gotoHydrated(page, '/docs/api/mcp-tools/');
      await page.getByRole('link', {name: /GET \/v2\/people \(List people\)/}).click();
      await expect(page).toHaveURL(/\/docs\/api\/people-index\/$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('List people');
    });

    test('the API changelog lists dated entries and links its feed', async ({page}) => {
      await gotoHydrated(page, '/docs/api/changelog/');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('API changelog');
      // The heading's text ends with the zero-width space of its anchor link.
      await expect(page.locator('article h2').first()).toHaveText(/^\d{4}-\d{2}-\d{2}\u200b?$/);
      await expect(page.locator('h3[id^="change-"]').first()).toBeVisible();
      await expect(page.getByRole('link', {name: 'Subscribe to the Atom feed'})).toHaveAttribute('href', '/docs/api/changelog.xml');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expectNoA11yViolations(page);
    });
  });
}

test('the changelog feed is well-formed Atom with one entry per change on the page', async ({page, request}) => {
  const response = await request.get('/docs/api/changelog.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await gotoHydrated(page, '/docs/api/changelog/');
  const anchors = await page.locator('h3[id^="change-"]').evaluateAll((els) => els.map((el) => el.id));
  // The browser's XML parser is strict: a malformed feed yields a <parsererror> document.
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.namespaceURI,
      ids: Array.from(doc.getElementsByTagNameNS(ns, 'entry')).map((e) => e.getElementsByTagNameNS(ns, 'id')[0]?.textContent),
      links: Array.from(doc.getElementsByTagNameNS(ns, 'entry')).map((e) => e.getElementsByTagNameNS(ns, 'link')[0]?.getAttribute('href')),
    };
  }, xml);
  expect(feed.error).toBe(false);
  expect(feed.root).toBe('http://www.w3.org/2005/Atom');
  expect(feed.ids.length).toBe(anchors.length);
  expect(new Set(feed.ids).size).toBe(feed.ids.length);
  expect(feed.links.map((href) => new URL(href!).hash.slice(1))).toEqual(anchors);
});

test('llms.txt tells agents the rules, links absolutely, and names the new pages', async ({request}) => {
  const text = await (await request.get('/llms.txt')).text();
  expect(text).toContain('\nInstructions for AI agents and code generators using this API:\n\n- Build on API v2');
  expect(text).toContain('600 cost units per minute per team');
  expect(text).toContain('On HTTP 429 the request was not performed');
  expect(text).toContain('`x-salesloft-signature`');
  expect(text).toContain('Never ship a client secret');
  expect(text).toMatch(/\n## OAuth scopes by resource\n\n(- \[[^\]]+\]\(https?:[^)]+\.md\): `[a-z_]+:[a-z]+`.*\n)+/);
  expect(text).toMatch(/- \[People\]\(https?:[^)]+\/docs\/api\/people\.md\): `people:delete`, `people:read`, `people:write`/);
  expect(text).toMatch(/\]\(https?:[^)]+\/docs\/api\/changelog\.md\)/);
  expect(text).toMatch(/Atom feed at https?:\/\/[^\s]+\/docs\/api\/changelog\.xml/);
  expect(text).toMatch(/\]\(https?:[^)]+\/docs\/api\/mcp-tools\.md\)/);
  // The overview links the changelog (it is in no sidebar).
  expect(await (await request.get('/docs/api/')).text()).toMatch(/<a href="?\/docs\/api\/changelog\/"?>API changelog<\/a>/);
  expect(text).toMatch(/\]\(https?:[^)]+\/docs\/platform\/ai-agents\/mcp-server\.md\)/);
  // Every link is absolute, and the instructions' links resolve.
  expect(text).not.toMatch(/\]\(\//);
  const instructionLinks = [...text.slice(0, text.indexOf('\n## ')).matchAll(/\]\((https?:[^)]+)\)/g)].map((m) => new URL(m[1]).pathname);
  expect(instructionLinks.length).toBeGreaterThanOrEqual(7);
  for (const link of instructionLinks) expect((await request.get(link)).status(), link).toBe(200);
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain('Instructions for AI agents and code generators using this API:');
  for (const twin of ['/docs/api/mcp-tools.md', '/docs/api/mcp-tools/outputs.md', '/docs/api/changelog.md', '/docs/platform/ai-agents/mcp-server.md', '/docs/platform/ai-agents/connect-clients.md']) {
    const response = await request.get(twin);
    expect(response.status(), twin).toBe(200);
    expect(await response.text(), twin).not.toMatch(/\]\(\/(?!\/)/);
  }
});
