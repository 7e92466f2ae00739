import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

/** Loads a page and returns the JavaScript it downloaded on first load: total bytes and the bodies. */
async function firstLoadScripts(page: Page, url: string) {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(await response.text().catch(() => ''));
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return {bytes: bodies.reduce((sum, b) => sum + Buffer.byteLength(b), 0), bodies};
}

// The openapi theme's own translation ids only occur in its code, so they mark its chunks.
const API_THEME_MARKER = 'theme.openapi.';

test('a guide page does not download the API explorer', async ({page}) => {
  const {bodies} = await firstLoadScripts(page, '/docs/platform/api-basics/rate-limits/');
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.some((b) => b.includes(API_THEME_MARKER))).toBe(false);
});

test('an API operation page does load the API theme (control for the test above)', async ({page}) => {
  const {bodies} = await firstLoadScripts(page, '/docs/api/people-index/');
  expect(bodies.some((b) => b.includes(API_THEME_MARKER))).toBe(true);
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
