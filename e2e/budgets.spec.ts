import {test, expect} from '@playwright/test';
import {PAGE_TYPES, budgetFor, measurePageWeight} from '../scripts/bench/page-weight.mjs';

/**
 * Issue 7's deterministic budgets, checked on every CI run: the JavaScript a browser downloads on
 * first load, uncompressed (guide and other pages 500 KB, API operation pages 650 KB). Timings and
 * Lighthouse scores are machine-dependent and stay in `npm run bench`. Accessibility budgets are
 * e2e/a11y.spec.ts (axe, no violations).
 */
for (const {type, path} of PAGE_TYPES) {
  test(`${type} (${path}) downloads at most ${budgetFor(path) / 1000} KB of JavaScript on first load`, async ({context, baseURL}) => {
    const weight = await measurePageWeight(context, `${baseURL}${path}`);
    const list = weight.scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => `${(s.bytes / 1000).toFixed(1)} KB ${new URL(s.url).pathname}`)
      .join('\n');
    expect(weight.scripts.length, 'scripts were measured').toBeGreaterThan(2);
    expect(weight.scriptBytes, `first-load scripts:\n${list}`).toBeLessThanOrEqual(budgetFor(path));
  });
}

test('the API explorer and Prism are not part of any first load', async ({context, baseURL}) => {
  const weight = await measurePageWeight(context, `${baseURL}/docs/api/people-create/`);
  const bodies = await Promise.all(weight.scripts.map(async (s) => (await fetch(s.url)).text()));
  // The explorer's code generators and Prism's extra grammars mark those chunks.
  expect(bodies.some((b) => b.includes('postman-code-generators') || b.includes('codegen'))).toBe(false);
  expect(bodies.some((b) => b.includes('languages.ruby='))).toBe(false);
});
