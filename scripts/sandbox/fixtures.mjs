/** Fixture data the sandbox serves: one signed-in user, their team, and a day of API traffic. */

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

/** People on the sandbox team: name, email user, title, city/state, company, seniority, stage. */
const PEOPLE = [
  ['Pat', 'Johnson', 'VP of Operations', 'Atlanta', 'Georgia', 'Northwind Logistics', 'northwind', 'vice_president', 12],
  ['Lee', 'Chen', 'Director of IT', 'Seattle', 'Washington', 'Contoso Retail', 'contoso', 'director', 12],
  ['Maria', 'Garcia', 'Head of Procurement', 'Austin', 'Texas', 'Fabrikam Foods', 'fabrikam', 'director', 14],
  ['Sam', 'Okafor', 'Operations Manager', 'Chicago', 'Illinois', 'Tailspin Freight', 'tailspin', 'manager', 12],
  ['Priya', 'Nair', 'Chief Financial Officer', 'Boston', 'Massachusetts', 'Litware Health', 'litware', 'executive', 15],
  ['Jonas', 'Berg', 'IT Manager', 'Denver', 'Colorado', 'Adventure Works', 'adventure-works', 'manager', 14],
  ['Aisha', 'Khan', 'Supply Chain Analyst', 'Atlanta', 'Georgia', 'Northwind Logistics', 'northwind', 'individual_contributor', 12],
  ['Tom', 'Becker', 'VP of Sales', 'Phoenix', 'Arizona', 'Wingtip Toys', 'wingtip', 'vice_president', 16],
];

/**
 * The team's people as GET /v2/people returns them: the fields of the v2.0 spec's example (most
 * recently updated first), with links to related records as `{id, _href}`.
 */
export function sandboxPeople() {
  const href = (kind, id) => ({id, _href: `https://api.salesloft.com/v2/${kind}/${id}`});
  return PEOPLE.map(([first, last, title, city, state, company, domain, seniority, stage], i) => {
    const email = `${first}.${last}@${domain}.example.com`.toLowerCase();
    const updated = new Date(Date.UTC(2024, 4, 2, 16, 4, 11) - i * 7 * 3600 * 1000).toISOString();
    return {
      id: 164510523 - i * 17,
      created_at: new Date(Date.UTC(2024, 2, 7, 7, 46) + i * 86400 * 1000).toISOString(),
      updated_at: updated,
      last_contacted_at: i % 3 === 2 ? null : updated,
      first_name: first,
      last_name: last,
      display_name: `${first} ${last}`,
      email_address: email,
      full_email_address: `"${first} ${last}" <${email}>`,
      phone: `+1404555${String(172 + i * 11).padStart(4, '0')}`,
      title,
      city,
      state,
      country: 'United States',
      person_company_name: company,
      person_company_website: `https://${domain}.example.com`,
      job_seniority: seniority,
      do_not_contact: false,
      bouncing: false,
      locale: 'US/Eastern',
      tags: i % 2 === 0 ? ['webinar-2024'] : [],
      custom_fields: {},
      account: href('accounts', 5678 + i),
      owner: href('users', SANDBOX_USER.id),
      person_stage: href('person_stages', stage),
      cadences: [],
    };
  });
}
