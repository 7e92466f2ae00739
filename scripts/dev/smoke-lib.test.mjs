import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {FRESH_ROUTE, SMOKE_ROUTES, isReportedProblem} from './smoke-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const titleOf = (text) => /^title: "?(.+?)"?$/m.exec(text)?.[1];

describe('the pages the dev-server smoke check visits', () => {
  it('are a React page, a guide, an API operation with its explorer and a webhook event, home first', () => {
    expect(SMOKE_ROUTES.map((r) => r.path)).toEqual(['/', '/docs/platform/intro/', '/docs/api/people-index/', '/docs/api/webhook-person-updated/']);
    expect(SMOKE_ROUTES.filter((r) => r.check === 'api-explorer').map((r) => r.path)).toEqual(['/docs/api/people-index/']);
  });

  it('expect the h1 their sources give them (a renamed page fails here, not as a smoke timeout)', () => {
    expect(read('src/pages/index.tsx')).toMatch(new RegExp(`<Heading as="h1"[^>]*>\\s*${SMOKE_ROUTES[0].h1}\\s*</Heading>`));
    expect(titleOf(read('docs/platform/intro.mdx'))).toBe(SMOKE_ROUTES[1].h1);
  });

  it.runIf(fs.existsSync(path.join(root, 'docs/api/people-index.api.mdx')))('expect the titles gen-api-docs gives the API pages', () => {
    expect(titleOf(read('docs/api/people-index.api.mdx'))).toBe(SMOKE_ROUTES[2].h1);
    expect(titleOf(read('docs/api/webhook-person-updated.api.mdx'))).toBe(SMOKE_ROUTES[3].h1);
    expect(titleOf(read('docs/api/accounts-index.api.mdx'))).toBe(FRESH_ROUTE.h1);
  });
});

describe('isReportedProblem', () => {
  it('fails on every console error and on chunk-loading and React warnings', () => {
    expect(isReportedProblem('error', 'Failed to load resource: the server responded with a status of 404')).toBe(true);
    expect(isReportedProblem('error', 'anything at all')).toBe(true);
    expect(isReportedProblem('warning', 'Loading chunk 12 failed.')).toBe(true);
    expect(isReportedProblem('warning', 'Warning: Each child in a list should have a unique "key" prop.')).toBe(true);
  });

  it('lets the dev server’s status lines through', () => {
    expect(isReportedProblem('log', '[HMR] Waiting for update signal from WDS...')).toBe(false);
    expect(isReportedProblem('info', '[webpack-dev-server] Hot Module Replacement enabled.')).toBe(false);
    expect(isReportedProblem('warning', '[webpack-dev-server] Warnings while compiling.')).toBe(false);
  });
});
