import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * Loads a page and returns the JavaScript it downloaded on first load: total bytes, the bodies and
 * the size of each file. Prefetches for later navigation are not scripts and are not counted.
 */
async function firstLoadScripts(page: Page, url: string) {
  const files = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      files.set(new URL(response.url()).pathname, await response.text().catch(() => ''));
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const bodies = [...files.values()];
  const sizes = new Map([...files].map(([file, body]) => [file, Buffer.byteLength(body)]));
  return {bytes: bodies.reduce((sum, b) => sum + Buffer.byteLength(b), 0), bodies, sizes};
}

// The openapi theme's own translation ids only occur in its code, so they mark its chunks.
const API_THEME_MARKER = 'theme.openapi.';

test('a guide page does not download the API explorer', async ({page}) => {
  const {bodies} = await firstLoadScripts(page, '/docs/platform/api-basics/rate-limits/');
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.some((b) => b.includes(API_THEME_MARKER))).toBe(false);
});

test('no page downloads the parts of the site config only Node reads', async ({page}) => {
  const {bodies} = await firstLoadScripts(page, '/');
  expect(bodies.length).toBeGreaterThan(0);
  // patches/@docusaurus+core: the HTML template (config/ssgTemplate.ts) and plugin options stay out.
  for (const marker of ['ssrTemplate', 'presets:', '"presets"', 'clientModules:', '"clientModules"', 'swcJsLoader', 'onBrokenMarkdownLinks']) {
    expect(bodies.some((b) => b.includes(marker)), marker).toBe(false);
  }
  expect(bodies.some((b) => b.includes('"customFields"') || b.includes('customFields:')), 'customFields, which the browser reads').toBe(true);
});

test('the copy-page menu loads when a reader points at its button, not with the page', async ({page}) => {
  const {bodies} = await firstLoadScripts(page, '/docs/platform/api-basics/rate-limits/');
  // An item label that only the open menu (src/components/CopyPageMenu/Menu.tsx) renders.
  expect(bodies.some((b) => b.includes('Open in Claude'))).toBe(false);
  const menuChunk = page.waitForResponse(async (r) => r.request().resourceType() === 'script' && (await r.text()).includes('Open in Claude'));
  await page.getByRole('button', {name: 'Copy page'}).hover();
  await menuChunk;
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('menuitem').first()).toBeFocused();
});

test('an API operation page does load the API theme (control for the test above)', async ({page}) => {
  const {bodies} = await firstLoadScripts(page, '/docs/api/people-index/');
  expect(bodies.some((b) => b.includes(API_THEME_MARKER))).toBe(true);
});

test('an API operation page loads neither the explorer nor Redux until the reader opens it', async ({page}) => {
  const {bodies} = await firstLoadScripts(page, '/docs/api/people-index/');
  // A translation id of the explorer's request form, and the error-page host of Redux.
  expect(bodies.some((b) => b.includes('theme.openapi.request.sendButton'))).toBe(false);
  expect(bodies.some((b) => b.includes('redux.js.org'))).toBe(false);
});

test("an API operation page's own first-load JavaScript stays within 200 KB (issue 7)", async ({browser}) => {
  const [guidePage, apiPage] = [await browser.newPage(), await browser.newPage()];
  const guide = await firstLoadScripts(guidePage, '/docs/platform/api-basics/rate-limits/');
  const api = await firstLoadScripts(apiPage, '/docs/api/people-index/');
  await Promise.all([guidePage.close(), apiPage.close()]);
  // What the API page loads beyond the site's shared scripts: theme components, page, sidebar data.
  const own = [...api.sizes].filter(([file]) => !guide.sizes.has(file));
  const bytes = own.reduce((sum, [, size]) => sum + size, 0);
  console.log(`people-index: ${(api.bytes / 1024).toFixed(1)} KB of JavaScript on first load, ${(bytes / 1024).toFixed(1)} KB of it its own`);
  expect(bytes).toBeLessThanOrEqual(200 * 1024);
});

test('the client bundle holds no Markdown toolchain (react-markdown, unified, remark, rehype)', () => {
  const assets = path.join(__dirname, '..', 'build', 'assets', 'js');
  // Strings of react-markdown, unified and hast-util-to-jsx-runtime that survive minification.
  const markers = ['remarkjs/react-markdown', 'Expected usable value, not', 'Cannot handle MDX estrees without'];
  for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    expect(markers.filter((m) => text.includes(m)), file).toEqual([]);
  }
});

test('no client secret ships in the bundle when none is configured', () => {
  const assets = path.join(__dirname, '..', 'build', 'assets', 'js');
  const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(10);
  // Control: configured values do appear in this form (the client id is always configured).
  expect(files.some((f) => /OAUTH_CLIENT_ID["']?\s*:\s*["'`]/.test(fs.readFileSync(path.join(assets, f), 'utf8')))).toBe(true);
  for (const file of files) {
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    // Neither the placeholder nor any configured value: no `OAUTH_CLIENT_SECRET: "<value>"` entry.
    expect(text.includes('PLACEHOLDER_OAUTH_CLIENT_SECRET'), file).toBe(false);
    expect(/OAUTH_CLIENT_SECRET["']?\s*:\s*["'`]/.test(text), file).toBe(false);
  }
});

test('first load carries neither the search modal nor the search engine nor the index', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const {bodies} = await firstLoadScripts(page, '/docs/platform/api-basics/rate-limits/');
  // Class names of the DocSearch modal and a method name of MiniSearch survive minification.
  expect(bodies.some((b) => b.includes('DocSearch-Hit-source'))).toBe(false);
  expect(bodies.some((b) => b.includes('loadJSON'))).toBe(false);
  expect(requests.filter((u) => u.includes('/search-index/'))).toEqual([]);
});

test.describe('the client entry runs in several tasks (patches/@docusaurus+core+3.10.2.patch)', () => {
  for (const url of ['/', '/docs/api/webhook-person-updated/']) {
    test(`${url}: window.docusaurus is mounted after main.js has finished running, and the page hydrates once`, async ({page}) => {
      // A script's load event fires right after it ran, in the same task; stock Docusaurus mounts
      // window.docusaurus while main.js runs, so before its load event.
      await page.addInitScript(() => {
        const record = {mainRan: false, mountedAfterMain: [] as boolean[]};
        let value: unknown;
        Object.defineProperty(window, 'docusaurus', {
          configurable: true,
          get: () => value,
          set: (v) => {
            record.mountedAfterMain.push(record.mainRan);
            value = v;
          },
        });
        document.addEventListener(
          'load',
          (event) => {
            const target = event.target;
            if (target instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(target.src)) record.mainRan = true;
          },
          true,
        );
        Object.assign(window, {e2eEntry: record});
      });
      await page.addInitScript(() => {
        // From the first byte: <html> may not exist yet when init scripts run. Each record's old
        // value is what the attribute held before that write, so the values written are every
        // record's old value after the first, then the value the attribute holds now.
        const oldValues: (string | null)[] = [];
        new MutationObserver((records) => {
          for (const r of records) if (r.target === document.documentElement) oldValues.push(r.oldValue);
        }).observe(document, {attributes: true, attributeOldValue: true, subtree: true, attributeFilter: ['data-has-hydrated']});
        Object.assign(window, {e2eHydration: oldValues});
      });
      await gotoHydrated(page, url);
      const record = await page.evaluate(() => (window as Window & {e2eEntry?: {mainRan: boolean; mountedAfterMain: boolean[]}}).e2eEntry);
      expect(record?.mountedAfterMain).toEqual([true]);
      expect(await page.evaluate(() => typeof (window as Window & {docusaurus?: {prefetch?: unknown}}).docusaurus?.prefetch)).toBe('function');
      await page.waitForTimeout(300);
      const {oldValues, now} = await page.evaluate(() => ({
        oldValues: (window as Window & {e2eHydration?: (string | null)[]}).e2eHydration ?? [],
        now: document.documentElement.getAttribute('data-has-hydrated'),
      }));
      // The server writes `false`. As with the stock entry, Helmet's first commit may write it as an
      // empty attribute (when it lands before useIsBrowser() turns true; on a slow machine it does
      // not), then the attribute turns true, once, and stays true.
      expect(oldValues[0]).toBe('false');
      const written = [...oldValues.slice(1), now];
      expect(written.at(-1)).toBe('true');
      expect(written.slice(0, -1).every((v) => v === '')).toBe(true);
    });
  }
});

test.describe('scripts start after the first paint (config/ssgTemplate.ts)', () => {
  for (const url of ['/', '/docs/platform/api-basics/rate-limits/', '/docs/api/people-index/']) {
    test(`${url}: the HTML preloads its scripts and they run once the page has painted`, async ({page, request}) => {
      const html = await (await request.get(url)).text();
      // No parser-inserted script files: each is a low-priority preload the boot script starts.
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      const preloads = [...html.matchAll(/<link rel=preload as=script fetchpriority=low data-boot href=([^\s>]+)/g)].map((m) => m[1]);
      expect(preloads.length).toBeGreaterThanOrEqual(3);
      expect(preloads[0]).toMatch(/\/runtime~main\.[0-9a-f]+\.js$/);

      const requested = new Map<string, number>();
      page.on('request', (r) => {
        if (r.resourceType() === 'script') requested.set(new URL(r.url()).pathname, (requested.get(new URL(r.url()).pathname) ?? 0) + 1);
      });
      await gotoHydrated(page, url);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        boot: performance.getEntriesByName('docs:boot', 'mark')[0]?.startTime,
        scripts: Array.from(document.querySelectorAll('script[src]'), (s) => s.getAttribute('src')),
      }));
      expect(timing.paint).toBeGreaterThan(0);
      expect(timing.boot).toBeGreaterThanOrEqual(timing.paint!);
      // The boot script appended the files in order (webpack removes a route chunk's element once it
      // has run, so runtime and main are what stays), and each file was fetched once: the preload.
      expect(timing.scripts.slice(0, 2)).toEqual(preloads.slice(0, 2));
      for (const file of preloads) expect(requested.get(file!), file).toBe(1);
    });
  }
});
