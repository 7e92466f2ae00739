/**
 * Fixture data the sandbox serves: one signed-in user, their team, and a day of API traffic. The
 * records of the API (people, cadences, tasks...) are the sample-data seed, built from the specs.
 */

export const SANDBOX_USER = {
  id: 1021,
  guid: '0f6d3c2a-8a51-4b7e-9d1c-6c0b4f1e2a93',
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.lovelace@example.com',
  job_role: 'Sales Engineer',
  active: true,
  team_admin: true,
  crm_connected: true,
  time_zone: 'US/Eastern',
  created_at: '2023-03-14T09:26:53.589793-04:00',
  updated_at: '2024-05-02T16:04:11.120045-04:00',
};

export const SANDBOX_TEAM = {
  id: 301,
  name: 'Analytical Engines Inc.',
  local_dial_enabled: true,
  license_limit: 50,
  plan: 'enterprise',
  created_at: '2021-06-01T12:00:00.000000-04:00',
  updated_at: '2024-04-20T08:30:00.000000-04:00',
  _private_fields: {active_size: 37, calling_active: true, custom_fields_count: 12, dialer_credit_balance: 1250.5},
};

export const SANDBOX_CREDENTIALS = [
  {type: 'integration', name: 'CRM Sync (OAuth)'},
  {type: 'integration', name: 'Dialer Bridge (OAuth)'},
  {type: 'api_key', name: 'Data warehouse export'},
];

const REQUESTS = [
  ['GET', '/v2/people', 'per_page=100&sort_by=updated_at&sort_direction=ASC&updated_at[gt]=2024-05-01T00:00:00Z', 200, 1],
  ['GET', '/v2/people', 'per_page=100&page=120', 200, 3],
  ['POST', '/v2/people', '', 422, 1],
  ['PUT', '/v2/people/164510523', '', 200, 1],
  ['GET', '/v2/cadence_memberships', 'per_page=25', 200, 1],
  ['POST', '/v2/activities/calls', '', 200, 1],
  ['GET', '/v2/accounts', 'per_page=100&page=600', 200, 30],
  ['GET', '/v2/me', '', 200, 1],
  ['DELETE', '/v2/notes/88121', '', 404, 1],
  ['GET', '/v2/activity_histories', 'type=sent_email', 429, 0],
  ['GET', '/v2/team', '', 401, 0],
  ['POST', '/v2/bulk_jobs', '', 200, 1],
  ['PUT', '/v2/bulk_jobs/5512', '', 200, 1],
  ['GET', '/v2/bulk_jobs/5512/results', 'per_page=100&id[gt]=0', 200, 1],
  ['GET', '/v2/webhook_subscriptions', '', 200, 1],
  ['POST', '/v2/webhook_subscriptions', '', 500, 1],
];

/** 48 log entries over the last day, newest first, spread across the credentials above. */
export function sandboxLogs(now = Date.now()) {
  return Array.from({length: 48}, (_, i) => {
    const [method, path, query, status, cost] = REQUESTS[i % REQUESTS.length];
    const credential = SANDBOX_CREDENTIALS[i % SANDBOX_CREDENTIALS.length];
    return {
      id: `req_${String(48 - i).padStart(4, '0')}`,
      occurred_at: new Date(now - i * 29 * 60 * 1000).toISOString(),
      method,
      path,
      query,
      status,
      cost,
      credential,
    };
  });
}
