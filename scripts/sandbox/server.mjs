/**
 * The local sandbox: an emulator of everything the site talks to, on loopback only.
 *
 * - SSO: GET /oauth/authorize (a page with Approve and Deny), POST /oauth/token, which really
 *   verifies the client id, the redirect URI, the single-use code and the PKCE S256 verifier.
 * - Platform API: GET /v2/me and GET /v2/team (the signed-in user and team, for sign-in), and every
 *   other v2.0 and v1.0 operation of the specs answered by the sample-data engine
 *   (src/sampleApi/engine.mjs, the same one the explorer's "Sample data" runs in the browser) from
 *   the same seed (src/sampleApi/generated/, or built from openapi/ when that is absent). Bearer
 *   token required; CORS and the rate-limit headers exposed to the page.
 * - API logs: GET /api-logs (bearer token; filters and paging; shape documented in CONTRIBUTING.md, "API logs endpoint contract").
 * - RudderStack-compatible data plane: GET /sourceConfig/, POST /v1/<type>, /v1/batch,
 *   /beacon/v1/batch; every event is recorded and readable at GET /__events.
 * - Webhooks (webhooks.mjs): subscriptions, and signed deliveries with retries when people, cadence
 *   memberships and tasks change through this API; every attempt at GET /__deliveries.
 * - Control for tests: POST /__faults sets failures (status codes, token lifetime, a /v2/people
 *   without CORS headers or with a status of choice), POST /__reset.
 *
 * Used by `npm run sandbox` (scripts/sandbox/cli.mjs) and by the e2e suite (random ports).
 */
import {createHash, randomBytes} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {apiSourceDir, DEFAULT_API_VERSION} from '../../config/apiVersions.mjs';
import {buildSampleData, SAMPLE_DATA_DIR} from '../openapi/sample-data-lib.mjs';
import {createSampleApi, NO_TOKEN_MESSAGE} from '../../src/sampleApi/engine.mjs';
import {SANDBOX_CREDENTIALS, SANDBOX_TEAM, SANDBOX_USER, sandboxLogs} from './fixtures.mjs';
import {createWebhooks, webhookEventTypes} from './webhooks.mjs';

export const SANDBOX_CLIENT_ID = 'docs-sandbox-client';
export const SANDBOX_WRITE_KEY = 'sandbox-write-key';

/**
 * The site configuration that points at a running sandbox: environment variables for
 * `npm run sandbox`, or the test-build override the e2e suite injects.
 */
export function siteConfigFor(sandboxUrl, siteOrigin) {
  return {
    SSO_URL: sandboxUrl,
    API_URL: sandboxUrl,
    OAUTH_CLIENT_ID: SANDBOX_CLIENT_ID,
    OAUTH_REDIRECT_URI: `${siteOrigin}/oauth/callback/`,
    API_LOGS_URL: `${sandboxUrl}/api-logs`,
    RUDDERSTACK_WRITE_KEY: SANDBOX_WRITE_KEY,
    RUDDERSTACK_DATA_PLANE_URL: sandboxUrl,
    // The SDK fetches its source configuration here instead of RudderStack's control plane, which a
    // sandbox cannot reach (without it the SDK never loads and no event arrives at /__events).
    RUDDERSTACK_CONFIG_URL: sandboxUrl,
  };
}

/**
 * The specs' folder, found from the working directory up (`npm run sandbox` and the e2e suite run at
 * the repository's root). Not through `import.meta`: Playwright loads this module through its
 * CommonJS transform (e2e/sandbox.ts), where that fails.
 */
function specRoot() {
  const entry = path.join(apiSourceDir(DEFAULT_API_VERSION), 'openapi.yaml');
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, entry))) return path.dirname(path.dirname(path.join(dir, entry)));
    if (path.dirname(dir) === dir) throw new Error(`sandbox: ${entry} not found from ${process.cwd()} up; run the sandbox from the repository`);
  }
}

/**
 * The operation table and seed, once per process: those `npm run gen-api-docs` wrote for the browser
 * (src/sampleApi/generated/, so that both answer from the very same data), or, when they have not
 * been generated (a fresh clone), built here from the specs (a few seconds).
 */
let sampleData = null;
function sandboxSampleData() {
  if (!sampleData) {
    const specs = specRoot();
    const generated = path.join(path.dirname(specs), SAMPLE_DATA_DIR);
    const read = (name) => JSON.parse(fs.readFileSync(path.join(generated, name), 'utf8'));
    const data = fs.existsSync(path.join(generated, 'seed.json')) && fs.existsSync(path.join(generated, 'operations.json')) ? {operations: read('operations.json'), seed: read('seed.json')} : buildSampleData(specs);
    // The sandbox really delivers webhooks to each subscription's callback_url, so it starts with
    // none rather than the examples' (whose hosts are not the reader's).
    sampleData = {operations: data.operations, seed: {...data.seed, v2: {...data.seed.v2, webhook_subscriptions: []}}};
  }
  return sampleData;
}

const base64url = (buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]);

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Starts the sandbox. `redirectUris` lists the callback URLs the SSO accepts (any loopback
 * `/oauth/callback/` when omitted). Returns its base URL, recorded events, and close().
 */
export async function startSandbox({port = 0, host = '127.0.0.1', redirectUris = null, webhookRetryMs = 15_000} = {}) {
  const codes = new Map(); // code -> {clientId, redirectUri, challenge, expires}
  const tokens = new Map(); // token -> {expiresAt}
  const events = [];
  let faults = {};
  const api = createSampleApi(sandboxSampleData());
  const eventTypes = webhookEventTypes();
  const webhooks = createWebhooks({retryDelayMs: webhookRetryMs, subscriptions: () => api.records('v2', 'webhook_subscriptions')});
  const NO_TOKEN = {error: NO_TOKEN_MESSAGE};

  const redirectAllowed = (uri) => {
    if (redirectUris) return redirectUris.includes(uri);
    try {
      const url = new URL(uri);
      return ['127.0.0.1', 'localhost'].includes(url.hostname) && url.pathname.endsWith('/oauth/callback/');
    } catch {
      return false;
    }
  };

  const send = (res, status, body, headers = {}) => {
    const isJson = typeof body !== 'string';
    res.writeHead(status, {
      'Content-Type': isJson ? 'application/json' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    });
    res.end(isJson ? JSON.stringify(body) : body);
  };

  const bearer = (req) => {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const token = match && tokens.get(match[1]);
    return token && token.expiresAt > Date.now() ? match[1] : null;
  };

  const authorizePage = (params) => {
    const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? '')}">`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox SSO: authorize</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem}</style></head>
<body><h1>Sandbox sign-in</h1><p><strong>Salesloft Developers</strong> (client <code>${escapeHtml(params.get('client_id'))}</code>) asks to sign you in as <strong>${escapeHtml(SANDBOX_USER.name)}</strong>.</p>
<form method="post" action="/oauth/authorize/decision">${hidden}<button name="decision" value="approve">Approve</button><button name="decision" value="deny">Deny</button></form></body></html>`;
  };

  const handle = async (req, res) => {
    const url = new URL(req.url, `http://${req.headers.host}`);
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      // Echo what the preflight asks for: the RudderStack SDK sends its own headers (SentAt, ...).
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, HEAD, OPTIONS',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': 'x-ratelimit-endpoint-cost, x-ratelimit-remaining-minute',
      Vary: 'Origin',
    };
    if (req.method === 'OPTIONS') return send(res, 204, '', cors);

    // --- SSO ---------------------------------------------------------------------------------
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== SANDBOX_CLIENT_ID) return send(res, 400, '<h1>Unknown client_id</h1>');
      if (!redirectAllowed(p.get('redirect_uri'))) return send(res, 400, '<h1>redirect_uri is not registered</h1>');
      if (p.get('response_type') !== 'code') return send(res, 400, '<h1>response_type must be code</h1>');
      if (p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge')) return send(res, 400, '<h1>PKCE S256 is required</h1>');
      return send(res, 200, authorizePage(p));
    }
    if (req.method === 'POST' && url.pathname === '/oauth/authorize/decision') {
      const form = new URLSearchParams(await readBody(req));
      const redirectUri = form.get('redirect_uri');
      if (form.get('client_id') !== SANDBOX_CLIENT_ID || !redirectAllowed(redirectUri)) return send(res, 400, '<h1>Invalid request</h1>');
      const target = new URL(redirectUri);
      if (form.get('decision') === 'approve') {
        const code = base64url(randomBytes(24));
        codes.set(code, {clientId: form.get('client_id'), redirectUri, challenge: form.get('code_challenge'), expires: Date.now() + 60_000});
        target.searchParams.set('code', code);
        target.searchParams.set('context', 'sandbox');
        target.searchParams.set('scope', 'public:all');
      } else {
        target.searchParams.set('error', 'access_denied');
      }
      target.searchParams.set('state', form.get('state') ?? '');
      res.writeHead(302, {Location: target.toString()});
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const body = parseJson(await readBody(req)) ?? {};
      if (faults.tokenStatus) return send(res, faults.tokenStatus, {error: 'server_error'}, cors);
      const grant = codes.get(body.code);
      codes.delete(body.code); // single use, whatever happens next
      const invalid = (description) => send(res, 400, {error: 'invalid_grant', error_description: description}, cors);
      if (body.grant_type !== 'authorization_code') return invalid('grant_type must be authorization_code');
      if (!grant || grant.expires < Date.now()) return invalid('unknown, used or expired code');
      if (body.client_id !== grant.clientId) return invalid('client_id does not match');
      if (body.redirect_uri !== grant.redirectUri) return invalid('redirect_uri does not match');
      const challenge = base64url(createHash('sha256').update(String(body.code_verifier ?? '')).digest());
      if (challenge !== grant.challenge) return invalid('code_verifier does not match the code_challenge');
      const accessToken = base64url(randomBytes(32));
      const createdAt = Math.floor(Date.now() / 1000);
      const expiresIn = faults.expiresIn ?? 7200;
      tokens.set(accessToken, {expiresAt: (createdAt + expiresIn) * 1000});
      return send(res, 200, {access_token: accessToken, token_type: 'bearer', created_at: createdAt, expires_in: expiresIn, refresh_token: base64url(randomBytes(32)), scope: 'public:all'}, cors);
    }

    // --- Platform API ------------------------------------------------------------------------
    if (req.method === 'GET' && (url.pathname === '/v2/me' || url.pathname === '/v2/team')) {
      if (!bearer(req)) return send(res, 401, {error: 'No Bearer Token attached to request'}, cors);
      if (url.pathname === '/v2/me') {
        if (faults.meStatus) return send(res, faults.meStatus, {error: 'Internal Server Error'}, cors);
        return send(res, 200, {data: SANDBOX_USER}, cors);
      }
      if (faults.teamStatus) return send(res, faults.teamStatus, {error: 'Internal Server Error'}, cors);
      const {_private_fields: privateFields, ...team} = SANDBOX_TEAM;
      const withPrivate = url.searchParams.get('include_private_fields') === 'true';
      return send(res, 200, {data: withPrivate ? {...team, _private_fields: privateFields} : team}, cors);
    }

    // The methods the API's operations use; others (the explorer's HEAD probe) get the 404 below.
    if (/^\/(v2|public_api\/v1)\//.test(url.pathname) && ['GET', 'POST', 'PUT', 'DELETE'].includes(req.method ?? '')) {
      // Without CORS headers the browser withholds the answer: how the explorer meets a CORS block.
      const isPeople = url.pathname.replace(/\.json$/, '') === '/v2/people';
      const headers = isPeople && faults.peopleCors === false ? {} : cors;
      if (!bearer(req)) return send(res, 401, NO_TOKEN, headers);
      if (isPeople && faults.peopleStatus) return send(res, faults.peopleStatus, {error: 'Internal Server Error'}, headers);
      const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
      const path = url.pathname.replace(/\.json$/, '');
      // A subscription names one of the guide's event types (the spec leaves event_type a plain string).
      if (req.method === 'POST' && path === '/v2/webhook_subscriptions') {
        const eventType = parseJson(body ?? '')?.event_type;
        if (typeof eventType === 'string' && eventType !== '' && !eventTypes.includes(eventType)) return send(res, 422, {errors: {event_type: ['is not included in the list']}}, headers);
      }
      const id = /\/(\d+)$/.exec(path)?.[1];
      const resource = /^\/v2\/(people|tasks)\/\d+$/.exec(path)?.[1];
      const before = resource ? structuredClone(api.records('v2', resource).find((r) => String(r.id) === id) ?? null) : null;
      const answer = api.handle({method: req.method, url: url.toString(), headers: Object.entries(req.headers).map(([name, value]) => [name, String(value)]), body});
      res.writeHead(answer.status, {...Object.fromEntries(answer.headers), 'Cache-Control': 'no-store', ...headers});
      res.end(answer.body);
      if (answer.status >= 200 && answer.status < 300) {
        const after = answer.body ? JSON.parse(answer.body).data : null;
        for (const [event, record] of webhooks.eventsOf(req.method, path, before, after)) webhooks.emit(event, record);
      }
      return undefined;
    }

    // --- API logs ----------------------------------------------------------------------------
    if (req.method === 'GET' && url.pathname === '/api-logs') {
      if (!bearer(req)) return send(res, 401, {error: 'No Bearer Token attached to request'}, cors);
      if (faults.logsStatus) return send(res, faults.logsStatus, {error: 'Internal Server Error'}, cors);
      const p = url.searchParams;
      const perPage = Math.min(Math.max(Number(p.get('per_page') ?? 25) || 25, 1), 100);
      const page = Math.max(Number(p.get('page') ?? 1) || 1, 1);
      const since = p.get('since') ? Date.parse(p.get('since')) : -Infinity;
      const method = p.get('method');
      const statusClass = p.get('status_class');
      const credential = p.get('credential');
      const all = faults.logsEmpty ? [] : sandboxLogs();
      const matching = all.filter(
        (r) =>
          Date.parse(r.occurred_at) >= since &&
          (!method || r.method === method) &&
          (!statusClass || `${String(r.status)[0]}xx` === statusClass) &&
          (!credential || r.credential.name === credential),
      );
      const start = (page - 1) * perPage;
      const totalPages = Math.max(Math.ceil(matching.length / perPage), 1);
      return send(
        res,
        200,
        {
          data: matching.slice(start, start + perPage),
          metadata: {
            filtering: Object.fromEntries([...p.entries()].filter(([k]) => !['page', 'per_page'].includes(k))),
            paging: {per_page: perPage, current_page: page, next_page: page < totalPages ? page + 1 : null, prev_page: page > 1 ? page - 1 : null, total_count: matching.length},
            credentials: SANDBOX_CREDENTIALS,
          },
        },
        cors,
      );
    }

    // --- RudderStack-compatible data plane ----------------------------------------------------
    if (req.method === 'GET' && url.pathname.replace(/\/+$/, '') === '/sourceConfig') {
      return send(res, 200, {source: {id: 'sandbox-source', name: 'Developer site (sandbox)', writeKey: SANDBOX_WRITE_KEY, workspaceId: 'sandbox', enabled: true, config: {}, destinations: []}}, cors);
    }
    if ((req.method === 'POST' || req.method === 'HEAD') && /^\/(beacon\/)?v1\//.test(url.pathname)) {
      const body = parseJson(await readBody(req)) ?? {};
      const batch = Array.isArray(body.batch) ? body.batch : [body];
      for (const event of batch) if (event && event.type) events.push(event);
      return send(res, 200, {}, cors);
    }
    if (req.method === 'POST' && url.pathname === '/rsaMetrics') return send(res, 200, {}, cors);

    // --- Test control ------------------------------------------------------------------------
    if (url.pathname === '/__events') return send(res, 200, events, cors);
    if (req.method === 'POST' && url.pathname === '/__faults') {
      faults = parseJson(await readBody(req)) ?? {};
      return send(res, 200, faults, cors);
    }
    if (req.method === 'POST' && url.pathname === '/__reset') {
      faults = {};
      events.length = 0;
      api.reset();
      webhooks.reset();
      return send(res, 200, {}, cors);
    }
    if (req.method === 'GET' && url.pathname === '/__deliveries') return send(res, 200, webhooks.deliveries, cors);
    return send(res, 404, {error: 'Not Found'}, cors);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, {error: String(error)}));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const baseUrl = `http://${host}:${address.port}`;
  return {
    url: baseUrl,
    events,
    setFaults(next) {
      faults = {...next};
    },
    reset() {
      faults = {};
      events.length = 0;
      api.reset();
      webhooks.reset();
    },
    deliveries: webhooks.deliveries,
    close: () => {
      webhooks.close();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
