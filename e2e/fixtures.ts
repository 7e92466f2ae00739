import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test; the test fails if any remain unexpected. */
  consoleErrors: string[];
  /** Console errors a test provokes on purpose (e.g. the crash route), as one pattern. */
  allowedConsoleErrors: RegExp | null;
}

/**
 * The project's test: every page a test visits must log no console error and throw no uncaught
 * error, unless the test declares it expects one.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((e) => !allowedConsoleErrors?.test(e));
      expect(unexpected, 'console errors on the pages this test visited').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Navigates and waits until React has hydrated the page (Docusaurus sets data-has-hydrated). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Runs axe (WCAG 2.x A and AA) on the current page and fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page, options: {disableRules?: string[]} = {}): Promise<void> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(options.disableRules ?? [])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')}`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens an operation page's API explorer as a reader would: with the button of the light panel
 * that stands in for it until then (src/theme/ApiItem). Resolves once the explorer has replaced it.
 */
export async function openExplorer(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Open the API explorer'}).click();
  await expect(page.locator('.openapi-explorer__request-form')).toBeVisible({timeout: 20_000});
}
