import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, openExplorer} from './fixtures';

const build = (route: string) => fs.readFileSync(path.join(__dirname, '..', 'build', route, 'index.html'), 'utf8');

test.describe('API reference', () => {
  test('operation pages carry their parameters in the static HTML', () => {
    const html = build('docs/api/people-index');
    for (const name of ['per_page', 'email_addresses', 'updated_at[gt]', 'include_paging_counts']) {
      expect(html, name).toContain(name);
    }
    expect(build('docs/api/1.0/public-api-v-1-people-index')).toContain('per_page');
  });

  test('operation pages carry a curl sample of the request in the static HTML', () => {
    const text = (route: string) => build(route).replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'");
    expect(text('docs/api/people-index')).toContain("curl -X GET 'https://api.salesloft.com/v2/people'");
    const create = text('docs/api/people-create');
    expect(create).toContain("curl -X POST 'https://api.salesloft.com/v2/people'");
    expect(create).toContain("-H 'Content-Type: application/json'");
    expect(create).toContain('"email_address": "pat.johnson@example.com"');
  });

  test('every API page stays under 60 KB of HTML (issue 7)', () => {
    const root = path.join(__dirname, '..', 'build', 'docs', 'api');
    const pages = fs
      .readdirSync(root, {recursive: true, encoding: 'utf8'})
      .filter((file) => path.basename(file) === 'index.html')
      .map((file) => ({file: `docs/api/${file}`, bytes: fs.statSync(path.join(root, file)).size}))
      .sort((a, b) => b.bytes - a.bytes);
    expect(pages.length).toBeGreaterThan(250);
    console.log(`largest API page: ${pages[0].file}, ${(pages[0].bytes / 1024).toFixed(1)} KB of ${pages.length} pages`);
    expect(pages.filter((p) => p.bytes > 60 * 1024)).toEqual([]);
  });

  test('the API sidebar: every product area in the HTML, the current page open and marked', async ({page}) => {
    // The top level is some fifteen areas (openapi/sidebar-areas.json), few enough to be in every
    // page's HTML; only the current page's area and resource are open.
    const topLevel = /<li class="theme-doc-sidebar-item-[a-z]+ theme-doc-sidebar-item-[a-z]+-level-1/g;
    const menu = build('docs/api/people-index').split('class="theme-doc-sidebar-menu menu__list"')[1] ?? '';
    const staticEntries = (menu.match(topLevel) ?? []).length;
    expect(staticEntries).toBeGreaterThan(10);
    expect(staticEntries).toBeLessThan(20);
    await gotoHydrated(page, '/docs/api/people-index/');
    const entries = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu > li');
    expect(await entries.count()).toBe(staticEntries);
    await expect(page.locator('.theme-doc-sidebar-container').getByRole('link', {name: /List people/i}).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the version switch heads both sidebars and the choice persists', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-index/');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const switcher = sidebar.getByRole('navigation', {name: 'API version'});
    await expect(switcher.getByRole('link', {name: 'v2.0'})).toHaveAttribute('aria-current', 'true');

    // The switch keeps the reader on the same operation (e2e/api-navigation.spec.ts has the rest).
    await switcher.getByRole('link', {name: 'v1.0'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/1\.0\/public-api-v-1-people-index\/$/);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-api-version'))).toBe('1.0');
    await expect(page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'v1.0'})).toHaveAttribute('aria-current', 'true');

    // The navbar's API link and the /api/ page now open v1.0.
    await gotoHydrated(page, '/');
    await expect(page.locator('.navbar__item', {hasText: /^API$/})).toHaveAttribute('href', '/docs/api/1.0/salesloft-platform/');
    await gotoHydrated(page, '/api/');
    await expect(page.getByRole('link', {name: 'Open the v1.0 reference'})).toHaveAttribute('href', '/docs/api/1.0/salesloft-platform/');

    // Choosing v2.0 again switches back.
    await gotoHydrated(page, '/docs/api/1.0/salesloft-platform/');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'v2.0'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
    await gotoHydrated(page, '/');
    await expect(page.locator('.navbar__item', {hasText: /^API$/})).toHaveAttribute('href', '/docs/api/');
  });

  test('each version offers its spec for download', async ({page, request}) => {
    for (const [url, file] of [
      ['/docs/api/', '/openapi/salesloft-api-v2.0.yaml'],
      ['/docs/api/1.0/salesloft-platform/', '/openapi/salesloft-api-v1.0.yaml'],
    ] as const) {
      await gotoHydrated(page, url);
      await expect(page.locator(`a[href="${file}"]`).first()).toBeAttached();
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/^openapi: 3\.0\.3/);
    }
  });

  test('code samples offer the 18 languages of SPEC 9, in order', async ({page}) => {
    await gotoHydrated(page, '/docs/api/people-index/');
    await openExplorer(page);
    // The tabs show readable names ("Python", "cURL"); their language ids are SPEC's list.
    const tablist = page.getByRole('tablist', {name: 'Code sample language'});
    await expect(tablist.getByRole('tab').first()).toBeVisible();
    const tabs = await tablist.getByRole('tab').evaluateAll((els) => els.map((el) => el.getAttribute('data-language')));
    expect(tabs).toEqual([
      'python', 'curl', 'csharp', 'go', 'nodejs', 'ruby', 'php', 'java', 'powershell',
      'dart', 'javascript', 'c', 'objective-c', 'ocaml', 'r', 'swift', 'kotlin', 'rust',
    ]);
  });

  test('a tag page links back to its workflow guide', async ({page}) => {
    await gotoHydrated(page, '/docs/api/bulk-jobs/');
    await expect(page.locator('main a[href^="/docs/platform/bulk-jobs/"]').first()).toBeVisible();
  });

  test('v1.0 operations are marked deprecated and point to v2.0', async ({page}) => {
    await gotoHydrated(page, '/docs/api/1.0/public-api-v-1-people-index/');
    await expect(page.locator('main')).toContainText(/deprecated/i);
    await expect(page.locator('main a[href="/docs/api/people-index/"]').first()).toBeVisible();
  });
});

test.describe('parameter and schema rows on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});
  // Rows render with `content-visibility: auto` (src/css/custom.css), whose paint containment clips
  // anything that overflows a row; these operations have the longest property names.
  for (const slug of ['people-create', 'person-upserts-create', 'integrations-signals-registrations-plays-create', 'notes-create', 'people-index']) {
    test(`${slug}: no row overflows and the page does not scroll sideways`, async ({page}) => {
      // Lay every row out, on screen or not, so that each one can be measured.
      await page.route('**/*.css', async (route) => {
        const response = await route.fetch();
        await route.fulfill({response, body: `${await response.text()}\n*{content-visibility:visible!important}`});
      });
      await gotoHydrated(page, `/docs/api/${slug}/`);
      const result = await page.evaluate(() => ({
        rows: document.querySelectorAll('.params-list__item, .openapi-schema__list-item').length,
        overflowing: Array.from(document.querySelectorAll<HTMLElement>('.params-list__item, .openapi-schema__list-item'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent?.slice(0, 60)),
        pageWidth: document.documentElement.scrollWidth,
      }));
      expect(result.rows).toBeGreaterThan(3);
      expect(result.overflowing).toEqual([]);
      expect(result.pageWidth).toBeLessThanOrEqual(390);
    });
  }
});
