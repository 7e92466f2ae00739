/**
 * The relevance query set: what a reader types, and where a good answer is: a path prefix, or a
 * pattern over the path.
 * Used by compare-engines.mjs and bench-search.mjs. Two typo and prefix cases come from the issue
 * ("webhok", "cad").
 */
export const QUERIES = [
  {query: 'rate limits', expect: '/docs/platform/api-basics/rate-limits/'},
  {query: 'create a person', expect: '/docs/api/people-create/'},
  {query: 'webhook signature', expect: '/docs/platform/webhooks/delivery-headers/'},
  {query: 'webhok', expect: '/docs/platform/webhooks/'},
  {query: 'cad', expect: /cadence/},
  {query: 'oauth token', expect: '/docs/platform/api-basics/oauth-authentication/'},
  {query: 'api key', expect: '/docs/platform/api-basics/api-key-authentication/'},
  {query: 'list people', expect: '/docs/api/people-index/'},
  {query: 'delete a person', expect: '/docs/api/people-destroy/'},
  {query: 'bulk job', expect: '/docs/platform/bulk-jobs/'},
  {query: 'timezones', expect: '/docs/platform/api-basics/timezones/'},
  {query: 'cursor poller', expect: '/docs/platform/guides/building-an-efficient-cursor-poller/'},
  {query: 'scopes', expect: '/docs/platform/api-basics/scopes/'},
  {query: 'submission checklist', expect: '/docs/platform/marketplace/submission-checklist/'},
  {query: 'signals faq', expect: '/docs/platform/rhythm-resources/signals-faq/'},
  {query: 'calendar sync', expect: '/docs/platform/external-calendars/'},
  {query: 'cadence import', expect: '/docs/platform/cadence-imports/'},
  {query: 'per_page', expect: '/docs/'},
  {query: 'http 429', expect: '/docs/platform/api-basics/rate-limits/'},
  {query: 'list companies', expect: '/docs/api/1.0/public-api-v-1-companies-index/'},
  {query: 'smart panel', expect: '/docs/platform/frontend-integrations/'},
  {query: 'workato', expect: '/docs/platform/no-code/workato/'},
];

/** Whether a result path is a good answer to an entry of QUERIES. */
export function isExpected(pathname, expect) {
  return expect instanceof RegExp ? expect.test(pathname) : pathname.startsWith(expect);
}
