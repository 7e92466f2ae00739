/**
 * What scripts/dev/smoke.mjs visits and what it counts as a problem (kept apart so that a unit test
 * can check them without a server).
 */

/**
 * The pages, in the order visited: home by a full load, then the others client-side. One of each
 * kind of route the dev server compiles on demand: a React page, a guide (MDX of the guides' docs
 * instance), an API operation (the reference's instance, with its explorer on demand) and a webhook
 * event (the same instance, another page template).
 * @type {ReadonlyArray<{path: string, h1: string, check?: 'api-explorer', requestUrl?: string}>}
 */
export const SMOKE_ROUTES = Object.freeze([
  {path: '/', h1: 'Build on the Salesloft platform'},
  {path: '/docs/platform/intro/', h1: 'Introduction to the Salesloft platform API'},
  {path: '/docs/api/people-index/', h1: 'List people', check: 'api-explorer', requestUrl: 'https://api.salesloft.com/v2/people'},
  {path: '/docs/api/webhook-person-updated/', h1: 'person_updated'},
]);

/** Opened last, with a full load: a route the browser has not asked for yet, compiled for a fresh page. */
export const FRESH_ROUTE = Object.freeze({path: '/docs/api/accounts-index/', h1: 'List accounts'});

/**
 * A console message the smoke check fails on: every error, and React's and the router's warnings
 * about the page's code (a writer sees those in the console too). Not the dev server's own chatter
 * (hot-reload status lines are `log`/`info`), nor the one warning every Docusaurus dev page prints
 * about React DevTools.
 * @param {string} type Playwright's ConsoleMessage.type()
 * @param {string} text its text
 */
export function isReportedProblem(type, text) {
  if (type === 'error') return true;
  if (type !== 'warning') return false;
  return /^Warning: |Loading chunk|ChunkLoadError/.test(text);
}
