import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

/**
 * Every route SPEC names (copied from shared/routes.txt) must exist as a page of the production build,
 * and so must every page an issue added since (added-routes.txt).
 */
const read = (file: string) =>
  fs
    .readFileSync(path.join(__dirname, 'fixtures', file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
const routes = read('routes.txt');
const added = read('added-routes.txt');

test('the route list is the full one', () => {
  expect(routes.length).toBeGreaterThan(280);
});

test('every route of routes.txt and added-routes.txt is in the build', () => {
  const buildDir = path.join(__dirname, '..', 'build');
  expect(added.length).toBeGreaterThan(0);
  const missing = [...routes, ...added].filter((route) => !fs.existsSync(path.join(buildDir, route, 'index.html')));
  expect(missing).toEqual([]);
});

test('routes answer 200 from the server', async ({request}) => {
  // A sample across every section, fetched over HTTP to prove the server maps clean URLs to pages.
  const sample = routes.filter((_, i) => i % 15 === 0);
  for (const route of sample) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
  }
});
