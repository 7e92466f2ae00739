import {test as base, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {siteConfigFor, startSandbox} from '../scripts/sandbox/server.mjs';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/**
 * Tests that talk to the provider emulator (scripts/sandbox) on a random loopback port. The test
 * build reads `window.__DOCS_TEST_CONFIG__`, so the same build is pointed at the sandbox here.
 */
export const test = base.extend<{sandbox: Sandbox}, {sandboxServer: Sandbox}>({
  sandboxServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startSandbox();
      await use(server);
      await server.close();
    },
    {scope: 'worker'},
  ],
  sandbox: async ({sandboxServer, page, baseURL}, use) => {
    sandboxServer.reset();
    await page.addInitScript(
      (config) => {
        window.__DOCS_TEST_CONFIG__ = config;
      },
      siteConfigFor(sandboxServer.url, baseURL ?? ''),
    );
    await use(sandboxServer);
  },
});

export {expect};

/** The navbar's login control on desktop. */
export const loginButton = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Log In'});

/** Clicks Log In, answers the sandbox's authorize page, and waits for the popup to close. */
export async function signIn(page: Page, decision: 'Approve' | 'Deny' = 'Approve', trigger = loginButton(page)): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await trigger.click();
  const popup = await popupPromise;
  // Listen before clicking: the popup can close before a listener added afterwards would see it.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', {name: decision}).click();
  await closed;
}
