/**
 * Algolia's own query-time parameter that makes it rank as the embedded engine does: every word of
 * the query optional (`optionalWords` set to the query, which Algolia cuts into words), so a record
 * that matches more of the query ranks higher, and a question whose words no record holds together
 * still finds its page. The embedded engine does this on its own (embedded/engine.ts `loadRanker`);
 * the Algolia backend adds it to each request (algolia/client.ts), and the relevance script to the
 * emulator's (scripts/search/relevance.mjs). A module of its own, without the settings' JSON: the
 * Algolia backend is part of the search page's first load.
 */
export function withAllWordsOptional<T extends {query?: string}>(request: T): T & {optionalWords?: string[]} {
  const query = (request.query ?? '').trim();
  return query.includes(' ') ? {...request, optionalWords: [query]} : request;
}
