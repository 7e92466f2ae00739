import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** A Content-Security-Policy violation as the page reported it (`securitypolicyviolation`). */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test; the test fails if any remain unexpected. */
  consoleErrors: string[];
  /** Console errors a test provokes on purpose (e.g. the crash route), as one pattern. */
  allowedConsoleErrors: RegExp | null;
  /** CSP violations in every page and popup of the test; the test fails on any but the known refused evals. */
  cspViolations: CspViolation[];
}

/**
 * Two libraries try to compile code from strings; the policy refuses (no 'unsafe-eval'), they catch
 * the refusal and carry on, and nothing the reader uses is lost (config/securityHeaders.ts):
 * - the DocSearch modal bundles zod 4, which runs `Function("")` once to learn whether it may compile
 *   its validators, and validates without compiling when it may not;
 * - the API explorer's request-body editor is react-live's, which evaluates the editor's text as JSX
 *   for a preview the explorer never shows; the body is still edited and sent as typed.
 * The policy's 'report-sample' puts the start of the refused code into the event, so only these two
 * shapes, from the site's own scripts, pass.
 */
const KNOWN_REFUSED_EVALS = [/^\(function anonymous\(\s*\)\s*\{\s*\}\)$/, /^\(function anonymous\(React\s*\)\s*\{\s*const _jsx/];

export function isKnownRefusedEval(v: CspViolation): boolean {
  return v.blocked === 'eval' && /\/assets\/js\/[\w.~-]+\.js:\d+$/.test(v.source) && KNOWN_REFUSED_EVALS.some((re) => re.test(v.sample.trim()));
}

/** The violations a test must not cause, readable in a failure message. */
export function unexpectedViolations(violations: readonly CspViolation[]): string[] {
  return violations.filter((v) => !isKnownRefusedEval(v)).map((v) => `${v.page}: ${v.directive} blocked ${v.blocked || '(inline)'} from ${v.source} "${v.sample}"`);
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
  // The e2e server applies the build's _headers, so every test runs under its CSP. Blocked loads log
  // a console error (see consoleErrors); a refused eval that the page catches logs nothing, so the
  // violation events themselves are collected too, from popups (the sign-in callback) as well.
  cspViolations: [
    async ({context}, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__docsReportCspViolation', ({page}, v: Omit<CspViolation, 'page'>) => {
        violations.push({page: page.url(), ...v});
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as {__docsReportCspViolation?: (v: object) => void}).__docsReportCspViolation;
          void report?.({directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample});
        });
      });
      await use(violations);
      expect(unexpectedViolations(violations), 'Content-Security-Policy violations on the pages this test visited').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * How long a test waits for the first results of a page whose search index has not loaded yet: the
 * shards are fetched, parsed and loaded into the engine in a worker before the first query can be
 * answered. That takes about a second on an idle 2-core machine (`npm run bench -- search` measures it);
 * with two test browsers, tracing and the static server on the same two cores it has taken over 5 s,
 * Playwright's default. Speed is measured by the benchmark, not here.
 */
export const FIRST_RESULTS_TIMEOUT = 15_000;

/** The navbar search button, the modal's input and its hits' links (DocSearch's markup). */
export const searchButton = (page: Page) => page.locator('.DocSearch-Button');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');
export const searchHits = (page: Page) => page.locator('.DocSearch-Hit a');

/** Opens the search modal with the button, types `query` and waits for its first hit. */
export async function search(page: Page, query: string): Promise<void> {
  await searchButton(page).click();
  await searchInput(page).fill(query);
  await expect(searchHits(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
}

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
  const button = page.getByRole('button', {name: 'Open the API explorer'});
  // On a phone the button sits below the whole article. Scrolling there lays out the parameter rows
  // near it, which render with content-visibility and an estimated height until then, and the page
  // settles a frame or two later (up to ~200 px at 390 px). A reader's finger lands after that; the
  // test waits for the same before it taps, or the tap meets the column where the button just was.
  await button.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await button.boundingBox());
      const settled = box === last;
      last = box;
      return settled;
    }, {intervals: [100, 100, 100, 200, 250]})
    .toBe(true);
  await button.click();
  await expect(page.locator('.openapi-explorer__request-form')).toBeVisible({timeout: 20_000});
}

/**
 * Chooses where the open explorer sends ("Send to"): the sample data in the browser (the default
 * when signed out) or the live API (the default when signed in). The choice holds for the session.
 */
export async function chooseEnvironment(page: Page, environment: 'sample' | 'live'): Promise<void> {
  await page.locator('.openapi-explorer__request-form').getByLabel('Send to').selectOption(environment);
}
