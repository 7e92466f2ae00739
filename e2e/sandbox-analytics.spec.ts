import {test, expect, gotoHydrated} from './fixtures';
import {siteConfigFor, startSandbox} from '../scripts/sandbox/server.mjs';
import {readSiteEnv, toCustomFields} from '../config/env';

/**
 * CONTRIBUTING.md ("The sandbox") promises that `npm run sandbox` collects analytics locally. It starts the site with the
 * environment of `siteConfigFor`; here those variables go through config/env.ts into the site's
 * fields exactly as they would, and the page must deliver its events to the sandbox's data plane
 * without contacting RudderStack (where it cannot reach, and would log a failed request).
 */
test('the sandbox configuration collects analytics locally: page events reach /__events, nothing goes to RudderStack', async ({page, baseURL}) => {
  const sandbox = await startSandbox();
  try {
    const origin = new URL(baseURL!).origin;
    const fields = toCustomFields(readSiteEnv({SITE_URL: origin, ...siteConfigFor(sandbox.url, origin)}));
    await page.addInitScript((config) => {
      window.__DOCS_TEST_CONFIG__ = config;
    }, fields);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (/(^|\.)(rudderstack|rudderlabs)\.com$/.test(new URL(request.url()).hostname)) elsewhere.push(request.url());
    });

    const GUIDE = '/docs/platform/api-basics/rate-limits/';
    await gotoHydrated(page, GUIDE);
    const pageEvents = async () => ((await (await fetch(`${sandbox.url}/__events`)).json()) as {type: string}[]).filter((event) => event.type === 'page');
    await expect.poll(async () => (await pageEvents()).length, {timeout: 15_000}).toBeGreaterThan(0);
    expect(JSON.stringify(await pageEvents())).toContain(GUIDE);
    expect(elsewhere).toEqual([]);
  } finally {
    await sandbox.close();
  }
});
