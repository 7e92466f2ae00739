/**
 * search-insights for the Algolia backend, bundled instead of the CDN script DocSearch would inject
 * (SPEC 7: "an external insights script is loaded if absent"; here it is never absent). A queueing
 * stand-in is installed as `window.aa` at once, so that the modal's insights plugin finds it, and
 * forwards to the real client when its chunk has loaded.
 */

/** search-insights' version; insights.test.ts checks it against the installed package. */
export const SEARCH_INSIGHTS_VERSION = '2.17.3';

type InsightsFn = ((method: string, ...args: unknown[]) => unknown) & {version?: string};

interface InsightsOptions {
  appId: string;
  apiKey: string;
  /** Events endpoint; the sandbox's in tests, Algolia's by default. */
  host?: string;
}

let installed = false;

export function installInsights({appId, apiKey, host}: InsightsOptions): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const queue: unknown[][] = [];
  let real: InsightsFn | null = null;
  const standIn: InsightsFn = (method, ...args) => (real ? real(method, ...args) : queue.push([method, ...args]));
  standIn.version = SEARCH_INSIGHTS_VERSION;
  const w = window as unknown as Record<string, unknown>;
  w.AlgoliaAnalyticsObject = 'aa';
  w.aa = standIn;
  void import('search-insights')
    .then(({default: aa}) => {
      const client = aa as unknown as InsightsFn;
      client('init', {appId, apiKey, useCookie: false, ...(host ? {host} : {})});
      real = client;
      for (const [method, ...args] of queue.splice(0)) client(method as string, ...args);
    })
    .catch((error: unknown) => console.error('search-insights could not be loaded', error));
}

/** Sends one event through the installed client (a no-op before installation). */
export function sendInsights(method: string, payload: Record<string, unknown>): void {
  const aa = (window as unknown as {aa?: InsightsFn}).aa;
  aa?.(method, payload);
}
