import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, expectNoA11yViolations} from './fixtures';

/** The guides issue 28 added (section 3): readable at desktop and phone widths, in the Guides section, code copied as written. */

const GUIDES = [
  ['/docs/platform/guides/versioning-and-deprecation/', 'Versioning and deprecation'],
  ['/docs/platform/guides/upserts-and-custom-fields/', 'Single-record upserts and custom fields'],
  ['/docs/platform/guides/adding-people-to-cadences/', 'Adding people to cadences'],
  ['/docs/platform/guides/conversations-recordings-transcripts/', 'Conversations, recordings and transcripts'],
  ['/docs/platform/guides/data-redaction-and-right-to-be-forgotten/', 'Data redaction and the right to be forgotten'],
] as const;

for (const width of [1280, 390]) {
  test(`the new guides render without sideways scrolling at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    for (const [route, title] of GUIDES) {
      await gotoHydrated(page, route);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), route).toBe(true);
    }
  });
}

test('the Guides section lists the new guides in reading order, and the pager walks through them', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/docs/platform/guides/versioning-and-deprecation/');
  const guides = page.locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category-level-1', {has: page.locator('> div > .menu__link', {hasText: /^Guides$/})});
  const links = guides.locator('> ul a');
  await expect(links).toHaveText([
    'API logs',
    'Versioning and deprecation',
    'Mapping external identifiers',
    'Upserts and custom fields',
    'Adding people to cadences',
    'Conversations and transcripts',
    'Data redaction and erasure',
    'Import opportunities',
    'Text editor',
    'Link swap',
  ]);
  await expect(page.locator('a.pagination-nav__link--next')).toHaveAttribute('href', '/docs/platform/guides/mapping-external-identifiers/');
  await expectNoA11yViolations(page);
});

test('adding people to cadences: the request a reader copies is the one in the guide', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/platform/guides/adding-people-to-cadences/');
  const source = fs.readFileSync(path.join(__dirname, '../docs/platform/guides/adding-people-to-cadences.mdx'), 'utf8');
  const fence = /```bash\n(curl -X POST "https:\/\/api\.salesloft\.com\/v2\/cadence_memberships\?[\s\S]*?)\n```/.exec(source)![1];
  expect(fence).toContain('?person_id=883120&cadence_id=41207');
  const block = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block', {hasText: 'cadence_memberships?person_id'}).first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(fence);
});
