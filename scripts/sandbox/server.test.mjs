import {createHash} from 'node:crypto';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {SANDBOX_CLIENT_ID, siteConfigFor, startSandbox} from './server.mjs';

const b64url = (b) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = b64url(createHash('sha256').update(VERIFIER).digest());
const REDIRECT = 'http://127.0.0.1:4173/oauth/callback/';

let sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

async function approve(state = 'st') {
  const form = new URLSearchParams({client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, state, code_challenge: CHALLENGE, decision: 'approve'});
  const res = await fetch(`${sandbox.url}/oauth/authorize/decision`, {method: 'POST', body: form, redirect: 'manual'});
  const location = new URL(res.headers.get('location'));
  return location.searchParams;
}

const exchange = (body) =>
  fetch(`${sandbox.url}/oauth/token`, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});

describe('sandbox SSO', () => {
  it('shows Approve and Deny for a valid PKCE request, and refuses a bad client or missing S256', async () => {
    const q = new URLSearchParams({client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', code_challenge: CHALLENGE, code_challenge_method: 'S256', state: 's'});
    const page = await (await fetch(`${sandbox.url}/oauth/authorize?${q}`)).text();
    expect(page).toContain('Approve');
    expect(page).toContain('Deny');
    q.set('code_challenge_method', 'plain');
    expect((await fetch(`${sandbox.url}/oauth/authorize?${q}`)).status).toBe(400);
    q.set('code_challenge_method', 'S256');
    q.set('client_id', 'someone-else');
    expect((await fetch(`${sandbox.url}/oauth/authorize?${q}`)).status).toBe(400);
  });

  it('redirects a denial with error=access_denied and the state', async () => {
    const form = new URLSearchParams({client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, state: 'st', code_challenge: CHALLENGE, decision: 'deny'});
    const res = await fetch(`${sandbox.url}/oauth/authorize/decision`, {method: 'POST', body: form, redirect: 'manual'});
    const params = new URL(res.headers.get('location')).searchParams;
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('st');
  });

  it('issues a token only for the right verifier, client and redirect URI, once per code', async () => {
    const good = {grant_type: 'authorization_code', client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, code_verifier: VERIFIER};
    let params = await approve();
    expect(params.get('state')).toBe('st');
    expect((await exchange({...good, code: params.get('code'), code_verifier: 'wrong'})).status).toBe(400);
    params = await approve();
    expect((await exchange({...good, code: params.get('code'), redirect_uri: 'http://127.0.0.1:9/oauth/callback/'})).status).toBe(400);
    params = await approve();
    const code = params.get('code');
    const ok = await exchange({...good, code});
    expect(ok.status).toBe(200);
    const token = await ok.json();
    expect(token).toMatchObject({token_type: 'bearer', expires_in: 7200});
    expect(typeof token.created_at).toBe('number');
    expect((await exchange({...good, code})).status).toBe(400);

    const me = await fetch(`${sandbox.url}/v2/me`, {headers: {Authorization: `Bearer ${token.access_token}`}});
    expect((await me.json()).data.first_name).toBe('Ada');
    expect((await fetch(`${sandbox.url}/v2/me`)).status).toBe(401);
  });

  it('filters and pages the API logs', async () => {
    const params = await approve();
    const {access_token: token} = await (await exchange({grant_type: 'authorization_code', client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, code_verifier: VERIFIER, code: params.get('code')})).json();
    const get = async (q) => (await fetch(`${sandbox.url}/api-logs?${q}`, {headers: {Authorization: `Bearer ${token}`}})).json();
    const all = await get('per_page=10');
    expect(all.data).toHaveLength(10);
    expect(all.metadata.paging).toMatchObject({current_page: 1, next_page: 2, prev_page: null, total_count: 48});
    const posts = await get('method=POST&per_page=100');
    expect(posts.data.every((r) => r.method === 'POST')).toBe(true);
    const errors = await get('status_class=4xx&per_page=100');
    expect(errors.data.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
  });

  it('configures the site to fetch the SDK source configuration from the sandbox, not RudderStack', () => {
    const config = siteConfigFor('http://127.0.0.1:4400', 'http://localhost:3000');
    expect(config.RUDDERSTACK_DATA_PLANE_URL).toBe('http://127.0.0.1:4400');
    expect(config.RUDDERSTACK_CONFIG_URL).toBe('http://127.0.0.1:4400');
  });

  it('records data plane events and fakes faults on demand', async () => {
    await fetch(`${sandbox.url}/v1/batch`, {method: 'POST', body: JSON.stringify({batch: [{type: 'page'}, {type: 'identify', userId: 'g'}]})});
    expect(sandbox.events.map((e) => e.type)).toEqual(['page', 'identify']);
    sandbox.setFaults({tokenStatus: 500});
    expect((await exchange({})).status).toBe(500);
  });

  it('answers every other operation through the sample-data engine: create, list, delete and 404 over HTTP, v2 and v1', async () => {
    const params = await approve();
    const {access_token: token} = await (await exchange({grant_type: 'authorization_code', client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, code_verifier: VERIFIER, code: params.get('code')})).json();
    const auth = {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'};
    expect((await fetch(`${sandbox.url}/v2/notes`)).status).toBe(401);

    const accounts = await (await fetch(`${sandbox.url}/v2/accounts?per_page=1`, {headers: auth})).json();
    const account = accounts.data[0].id;
    const created = await fetch(`${sandbox.url}/v2/notes`, {method: 'POST', headers: auth, body: JSON.stringify({content: 'Sandbox note', associated_with_type: 'account', associated_with_id: account})});
    expect(created.status).toBe(200);
    expect(created.headers.get('x-ratelimit-endpoint-cost')).toBe('1');
    const {data: note} = await created.json();
    expect(note.associated_with).toEqual({id: account, _href: `https://api.salesloft.com/v2/accounts/${account}`});

    const listed = await (await fetch(`${sandbox.url}/v2/notes?per_page=100&include_paging_counts=true`, {headers: auth})).json();
    expect(listed.data.map((n) => n.id)).toContain(note.id);
    expect(listed.metadata.paging.total_count).toBe(listed.data.length);

    const deleted = await fetch(`${sandbox.url}/v2/notes/${note.id}.json`, {method: 'DELETE', headers: auth});
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const gone = await fetch(`${sandbox.url}/v2/notes/${note.id}`, {headers: auth});
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({error: 'Not Found'});

    const invalid = await fetch(`${sandbox.url}/v2/notes`, {method: 'POST', headers: auth, body: JSON.stringify({content: 'x', associated_with_type: 'deal', associated_with_id: account})});
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({errors: {associated_with_type: ['must be one of: person, account']}});

    const legacy = await fetch(`${sandbox.url}/public_api/v1/people.json?per_page=2`, {headers: auth});
    expect(legacy.status).toBe(200);
    expect(await legacy.json()).toHaveLength(2);
  });

  it('lists and creates people like the API: bearer token, paging, validation, rate-limit headers', async () => {
    const params = await approve();
    const {access_token: token} = await (await exchange({grant_type: 'authorization_code', client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, code_verifier: VERIFIER, code: params.get('code')})).json();
    const auth = {Authorization: `Bearer ${token}`, Origin: 'http://127.0.0.1:4173'};

    const anonymous = await fetch(`${sandbox.url}/v2/people`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatch(/^No Bearer Token attached to request/);

    const list = await fetch(`${sandbox.url}/v2/people?per_page=3&page=2`, {headers: auth});
    expect(list.status).toBe(200);
    expect(list.headers.get('x-ratelimit-endpoint-cost')).toBe('1');
    expect(Number(list.headers.get('x-ratelimit-remaining-minute'))).toBeLessThan(600);
    expect(list.headers.get('access-control-expose-headers')).toContain('x-ratelimit-remaining-minute');
    const page = await list.json();
    expect(page.data).toHaveLength(3);
    expect(page.metadata.paging).toEqual({per_page: 3, current_page: 2, next_page: 3, prev_page: 1});
    expect(page.data[0]).toMatchObject({id: expect.any(Number), email_address: expect.stringMatching(/@/), owner: {id: 1021}});

    const create = (body) => fetch(`${sandbox.url}/v2/people`, {method: 'POST', headers: {...auth, 'Content-Type': 'application/json'}, body: JSON.stringify(body)});
    const created = await create({email_address: 'new.person@example.com', first_name: 'New', last_name: 'Person', owner_id: 1021, autotag_date: true});
    expect(created.status).toBe(200);
    const {data: person} = await created.json();
    expect(person).toMatchObject({email_address: 'new.person@example.com', display_name: 'New Person', owner: {id: 1021}});
    expect(person.tags).toHaveLength(1);
    expect((await create({email_address: 'new.person@example.com'})).status).toBe(422);
    expect(await (await create({first_name: 'Nobody'})).json()).toEqual({errors: {email_address: ["can't be blank unless phone and last_name are given"]}});
    const all = await (await fetch(`${sandbox.url}/v2/people?per_page=100`, {headers: auth})).json();
    expect(all.data.some((p) => p.id === person.id)).toBe(true);

    sandbox.setFaults({peopleCors: false});
    expect((await fetch(`${sandbox.url}/v2/people`, {headers: auth})).headers.get('access-control-allow-origin')).toBeNull();
    sandbox.reset();
    const fresh = await (await fetch(`${sandbox.url}/v2/people?per_page=100`, {headers: auth})).json();
    expect(fresh.data.some((p) => p.id === person.id)).toBe(false);
  });
});
