/**
 * The relevance query set: what a reader types, and where a good answer is: a path prefix, a
 * pattern over the path, or a list of either (any one will do). Plain queries, typos ("peple",
 * "webhok", "cadance"), word forms ("authenticating", "pagination" on a page that says "paging"),
 * error codes and parameter names ("429", "per_page"), and "list X" / "create X" phrasings.
 *
 * Used by relevance.mjs (both backends, `npm run search:relevance`), compare-engines.mjs and
 * bench.mjs. relevance.mjs scores the order the modal shows, which depends on the page a query is
 * asked from: on a v2.0 page the modal moves v1.0 operations after every other hit, into their own
 * "API v1.0" group (version scope: rankHits and pageApiVersion in src/search/ranking.ts). A query
 * is asked from a v2.0 page, and expects v2.0 operations, unless its entry says `version: '1.0'`:
 * a query about what only v1.0 has, which a reader asks while reading the v1.0 reference.
 */
const PAGING = '/docs/platform/api-basics/filtering-paging-sorting/';
const RATE = '/docs/platform/api-basics/rate-limits/';
/** A parameter name is answered by the guide on it or by any list operation that documents it. */
const LIST_PARAMETER = [PAGING, /^\/docs\/api\/[a-z-]+-index\/$/];

export const QUERIES = [
  // Guides and topics
  {query: 'rate limits', expect: RATE},
  {query: 'webhook signature', expect: '/docs/platform/webhooks/delivery-headers/'},
  {query: 'oauth token', expect: '/docs/platform/api-basics/oauth-authentication/'},
  {query: 'api key', expect: '/docs/platform/api-basics/api-key-authentication/'},
  {query: 'bulk job', expect: ['/docs/platform/bulk-jobs/', '/bulk/', '/docs/api/bulk-jobs']},
  {query: 'timezones', expect: '/docs/platform/api-basics/timezones/'},
  {query: 'cursor poller', expect: '/docs/platform/guides/building-an-efficient-cursor-poller/'},
  {query: 'scopes', expect: '/docs/platform/api-basics/scopes/'},
  {query: 'submission checklist', expect: '/docs/platform/marketplace/submission-checklist/'},
  {query: 'signals faq', expect: '/docs/platform/rhythm-resources/signals-faq/'},
  {query: 'calendar sync', expect: '/docs/platform/external-calendars/'},
  {query: 'cadence import', expect: ['/docs/platform/cadence-imports/', '/cadence-imports/', '/docs/api/cadence-imports']},
  {query: 'smart panel', expect: '/docs/platform/frontend-integrations/'},
  {query: 'workato', expect: '/docs/platform/no-code/workato/'},
  {query: 'client credentials', expect: '/docs/platform/api-basics/client-creds/'},
  {query: 'refresh token', expect: '/docs/platform/api-basics/oauth-authentication/'},
  {query: 'link swap', expect: '/docs/platform/guides/link-swap/'},
  {query: 'external identifiers', expect: ['/docs/platform/guides/mapping-external-identifiers/', '/docs/api/external-mappings']},
  {query: 'webhook event types', expect: '/docs/platform/webhooks/event-types/'},
  {query: 'step groups', expect: '/docs/platform/cadence-imports/step-groups/'},
  {query: 'tray', expect: '/docs/platform/no-code/tray-ai/'},
  {query: 'third party dialer', expect: '/docs/platform/api-basics/third-party-dialers/'},
  {query: 'registering plays', expect: '/docs/platform/rhythm-resources/registering-plays/'},
  {query: 'activity history filters', expect: '/docs/platform/activity-history/filters/'},
  {query: 'completing actions', expect: '/docs/platform/api-basics/completing-actions/'},
  {query: 'design checklist', expect: '/docs/platform/marketplace/design-checklist/'},
  {query: 'call data records', expect: ['/docs/platform/api-basics/call-data-record/', '/docs/api/call-data-records']},
  {query: 'api logs', expect: ['/api-logs/', '/docs/platform/guides/api-logs/']},
  // Typos
  {query: 'webhok', expect: ['/docs/platform/webhooks/', '/docs/api/webhook-subscriptions']},
  {query: 'peple', expect: /^\/docs\/api\/people/},
  {query: 'cadance', expect: /cadence/},
  {query: 'rate limts', expect: RATE},
  {query: 'acount stages', expect: '/docs/api/account-stages'},
  {query: 'opportunites', expect: /opportunit/},
  {query: 'calender events', expect: '/docs/api/calendar-events'},
  {query: 'transcripton', expect: /transcription/},
  {query: 'signiture verification', expect: '/docs/platform/webhooks/delivery-headers/'},
  {query: 'timezone', expect: '/docs/platform/api-basics/timezones/'},
  // Prefixes: the reader is still typing
  {query: 'cad', expect: /cadence/},
  {query: 'webh', expect: ['/docs/platform/webhooks/', '/docs/api/webhook-subscriptions']},
  {query: 'authenticati', expect: /authentication/},
  // Word forms
  {query: 'authenticating', expect: /authentication/},
  {query: 'pagination', expect: PAGING},
  {query: 'paging', expect: PAGING},
  {query: 'sorting results', expect: PAGING},
  {query: 'listing cadences', expect: '/docs/api/cadences-index/'},
  {query: 'creating accounts', expect: '/docs/api/accounts-create/'},
  {query: 'deleting people', expect: '/docs/api/people-destroy/'},
  {query: 'webhooks signatures', expect: '/docs/platform/webhooks/delivery-headers/'},
  // Error codes and parameter names
  {query: '429', expect: RATE},
  {query: 'http 429', expect: RATE},
  {query: 'per_page', expect: LIST_PARAMETER},
  {query: 'sort_by', expect: LIST_PARAMETER},
  {query: 'include_paging_counts', expect: LIST_PARAMETER},
  {query: 'updated_at', expect: [PAGING, '/docs/platform/guides/building-an-efficient-cursor-poller/', '/docs/platform/activity-history/filters/']},
  // "list X" / "create X" and other operations
  {query: 'create a person', expect: '/docs/api/people-create/'},
  {query: 'list people', expect: '/docs/api/people-index/'},
  {query: 'delete a person', expect: '/docs/api/people-destroy/'},
  {query: 'update a person', expect: '/docs/api/people-update/'},
  {query: 'list accounts', expect: '/docs/api/accounts-index/'},
  {query: 'create account', expect: '/docs/api/accounts-create/'},
  {query: 'list cadences', expect: '/docs/api/cadences-index/'},
  {query: 'fetch a cadence', expect: '/docs/api/cadences-show/'},
  {query: 'create a note', expect: '/docs/api/notes-create/'},
  {query: 'list users', expect: '/docs/api/users-index/'},
  {query: 'create a task', expect: '/docs/api/tasks-create/'},
  {query: 'list calls', expect: '/docs/api/activities-calls-index/'},
  {query: 'list steps', expect: '/docs/api/steps-index/'},
  {query: 'create custom field', expect: '/docs/api/custom-fields-create/'},
  {query: 'list email templates', expect: '/docs/api/email-templates-index/'},
  {query: 'create webhook subscription', expect: '/docs/api/webhook-subscriptions-create/'},
  {query: 'add person to cadence', expect: ['/docs/api/cadence-memberships-create/', '/docs/api/cadence-bulk-memberships-create/']},
  // v1.0 only: asked from a v1.0 page (on a v2.0 page it is in the "API v1.0" group, after the rest)
  {query: 'list companies', expect: '/docs/api/1.0/public-api-v-1-companies-index/', version: '1.0'},
];

/** Whether a result path is a good answer to an entry of QUERIES. */
export function isExpected(pathname, expect) {
  if (Array.isArray(expect)) return expect.some((one) => isExpected(pathname, one));
  return expect instanceof RegExp ? expect.test(pathname) : pathname.startsWith(expect);
}
