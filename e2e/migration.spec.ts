import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, expectNoA11yViolations} from './fixtures';

/** The v1.0 -> v2.0 migration map (issue 19): generated from openapi/version-map.json. */

const MAP = '/docs/api/migrating-from-v1/';
const versionMap = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'openapi', 'version-map.json'), 'utf8')) as {operations: {v1: string; v2: string}[]};

for (const width of [1280, 390]) {
  test(`the migration map pairs every v1.0 operation, at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await gotoHydrated(page, MAP);
    await expect(page.getByRole('heading', {level: 1, name: 'Migrating from v1.0 to v2.0'})).toBeVisible();
    const rows = page.locator('.api-migration tbody tr:has(td)');
    const v1Links = await rows.locator('td:first-child a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(v1Links.length).toBe(new Set(versionMap.operations.map((p) => p.v1)).size);
    for (const pair of versionMap.operations) {
      const row = rows.filter({has: page.locator(`a[href="/docs/api/1.0/${pair.v1}/"]`)});
      await expect(row.locator(`a[href="/docs/api/${pair.v2}/"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('heading', {name: 'Only in v2.0'})).toBeVisible();
    // What changed between the versions (issue 28), before the map: six rules, code shown as code.
    await expect(page.getByRole('heading', {level: 2, name: 'What changed between the versions'})).toBeVisible();
    const changes = page.locator('.api-migration__changes li');
    await expect(changes).toHaveCount(6);
    await expect(changes.nth(1)).toHaveText('The .json suffix. Every v1.0 path ends in .json, as in /public_api/v1/people.json. v2.0 paths are written without it: /v2/people.');
    await expect(changes.nth(1).locator('code').first()).toHaveText('.json');
    await expect(changes.nth(2)).toContainText('v2.0 puts the result under data');
    await expect(page.getByRole('link', {name: 'Versioning and deprecation'})).toHaveAttribute('href', '/docs/platform/guides/versioning-and-deprecation/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    if (width === 1280) {
      await expect(page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Migrating from v1.0'})).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
}

test('a v1.0 operation page links to its v2.0 counterpart and to the map', async ({page}) => {
  await gotoHydrated(page, '/docs/api/1.0/public-api-v-1-companies-index/');
  const note = page.locator('.theme-admonition-tip', {hasText: 'v2.0 counterpart'});
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', {name: 'migration map'})).toHaveAttribute('href', MAP);
  await note.getByRole('link', {name: 'GET /v2/accounts'}).click();
  await expect(page).toHaveURL(/\/docs\/api\/accounts-index\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('List accounts');
});
