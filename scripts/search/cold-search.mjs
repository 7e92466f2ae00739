/**
 * The cold first search that `npm run bench -- search` times and scripts/search/cold-trace.mjs
 * traces, written once so that both measure the same thing: a fresh page of the guide, hydrated,
 * the shortcut pressed with nothing hovered or fetched, "webhook" typed as soon as the modal's input
 * is there, until the first highlighted hit.
 */
export const COLD_PAGE = '/docs/platform/intro/';
export const COLD_QUERY = 'webhook';

/**
 * Runs it in `page` against the site at `origin`; `beforePress` runs once the page is hydrated (the
 * trace starts there). Resolves the milliseconds from the key press and from the modal's opening
 * to the first hits.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin
 * @param {{beforePress?: () => Promise<void>}} [options]
 * @returns {Promise<{fromKey: number, fromOpen: number}>}
 */
export async function coldFirstHits(page, origin, {beforePress} = {}) {
  await page.goto(`${origin}${COLD_PAGE}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await beforePress?.();
  const pressed = Date.now();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  const opened = Date.now();
  await page.keyboard.type(COLD_QUERY);
  await page.waitForSelector('.DocSearch-Hit mark', {timeout: 20_000});
  const done = Date.now();
  return {fromKey: done - pressed, fromOpen: done - opened};
}
