import {describe, expect, it, vi} from 'vitest';
import {memoryStorage} from './testStorage';
import {consumePending, createState, PENDING_KEY, PENDING_TTL_MS, savePending} from './state';
import {clearSession, isExpired, restoreSession, saveSession, SESSION_KEY, sessionFromTokenResponse} from './session';
import {authorizeUrl, parseCallback, parseHandOff, popupFeatures} from './popup';
import {exchangeCode, tokenRequestBody} from './token';
import {fetchProfile, PROFILE_ERROR, userLabel} from './profile';

describe('state', () => {
  it('is random and url-safe', () => {
    expect(createState()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(createState()).not.toBe(createState());
  });

  it('yields the verifier once for the matching state, then never again', () => {
    const storage = memoryStorage();
    savePending(storage, {state: 's1', verifier: 'v1', createdAt: 1000});
    expect(consumePending(storage, 's1', 2000)).toBe('v1');
    expect(consumePending(storage, 's1', 2000)).toBeNull();
  });

  it('rejects a different state and discards the pending sign-in', () => {
    const storage = memoryStorage();
    savePending(storage, {state: 's1', verifier: 'v1', createdAt: 1000});
    expect(consumePending(storage, 'attacker', 2000)).toBeNull();
    expect(storage.data[PENDING_KEY]).toBeUndefined();
  });

  it('rejects an expired or missing state', () => {
    const storage = memoryStorage();
    savePending(storage, {state: 's1', verifier: 'v1', createdAt: 0});
    expect(consumePending(storage, 's1', PENDING_TTL_MS + 1)).toBeNull();
    expect(consumePending(memoryStorage(), 's1')).toBeNull();
  });
});

describe('session', () => {
  it('computes expiry as (created_at + expires_in) x 1000', () => {
    expect(sessionFromTokenResponse({access_token: 't', created_at: 1700000000, expires_in: 7200})).toEqual({
      accessToken: 't',
      expiresAt: 1700007200000,
    });
  });

  it('rejects incomplete token responses', () => {
    expect(() => sessionFromTokenResponse({created_at: 1, expires_in: 1})).toThrow();
    expect(() => sessionFromTokenResponse({access_token: 't'})).toThrow();
    expect(() => sessionFromTokenResponse(null)).toThrow();
  });

  it('is expired only once now passes the expiry', () => {
    expect(isExpired({accessToken: 't', expiresAt: 1000}, 1000)).toBe(false);
    expect(isExpired({accessToken: 't', expiresAt: 1000}, 1001)).toBe(true);
  });

  it('restores a valid session and clears an expired or broken one', () => {
    const storage = memoryStorage();
    saveSession(storage, {accessToken: 't', expiresAt: 5000});
    expect(restoreSession(storage, 4000)).toEqual({accessToken: 't', expiresAt: 5000});
    expect(restoreSession(storage, 6000)).toBeNull();
    expect(storage.data[SESSION_KEY]).toBeUndefined();
    storage.set(SESSION_KEY, '{not json');
    expect(restoreSession(storage)).toBeNull();
    saveSession(storage, {accessToken: 't', expiresAt: 5000});
    clearSession(storage);
    expect(storage.data).toEqual({});
  });
});

describe('popup', () => {
  it('builds the authorize URL with PKCE S256 and state', () => {
    const url = new URL(authorizeUrl({ssoUrl: 'https://sso.example.com', clientId: 'cid', redirectUri: 'https://docs.example.com/oauth/callback/', codeChallenge: 'ch', state: 'st'}));
    expect(url.origin + url.pathname).toBe('https://sso.example.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: 'https://docs.example.com/oauth/callback/',
      response_type: 'code',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      state: 'st',
    });
  });

  it('centres an 800x500 popup on the window', () => {
    expect(popupFeatures({screenX: 100, screenY: 50, outerWidth: 1200, outerHeight: 900})).toBe('popup=yes,width=800,height=500,left=300,top=250');
    expect(popupFeatures({screenX: 0, screenY: 0, outerWidth: 600, outerHeight: 400})).toContain('left=0,top=0');
  });

  it('parses callbacks: code and state, extras, denial, nothing', () => {
    expect(parseCallback('?code=c&state=s')).toEqual({code: 'c', state: 's'});
    expect(parseCallback('?code=c&state=s&context=ctx&scope=a%20b')).toEqual({code: 'c', state: 's', context: 'ctx', scope: 'a b'});
    expect(parseCallback('?error=access_denied&state=s')).toBe('denied');
    expect(parseCallback('?code=c')).toBeNull();
  });

  it('parses only well-formed hand-offs', () => {
    expect(parseHandOff(JSON.stringify({code: 'c', state: 's', scope: 'x'}))).toEqual({code: 'c', state: 's', scope: 'x'});
    expect(parseHandOff('{"code":1}')).toBeNull();
    expect(parseHandOff('nope')).toBeNull();
    expect(parseHandOff(null)).toBeNull();
  });
});

describe('token exchange', () => {
  const base = {ssoUrl: 'https://sso.example.com', clientId: 'cid', redirectUri: 'https://d/cb/', verifier: 'ver', callback: {code: 'c', state: 's'}};

  it('sends client_secret, context and scope only when present', () => {
    expect(tokenRequestBody(base)).toEqual({client_id: 'cid', code: 'c', code_verifier: 'ver', grant_type: 'authorization_code', redirect_uri: 'https://d/cb/'});
    expect(tokenRequestBody({...base, clientSecret: 'sec', callback: {code: 'c', state: 's', context: 'x', scope: 'y'}})).toMatchObject({client_secret: 'sec', context: 'x', scope: 'y'});
  });

  it('POSTs JSON and returns the session', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({access_token: 'tok', created_at: 10, expires_in: 20}), {status: 200}));
    expect(await exchangeCode(base, fetchImpl as unknown as typeof fetch)).toEqual({accessToken: 'tok', expiresAt: 30000});
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://sso.example.com/oauth/token');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({code_verifier: 'ver', grant_type: 'authorization_code'});
  });

  it('throws on an error status', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', {status: 500}));
    await expect(exchangeCode(base, fetchImpl as unknown as typeof fetch)).rejects.toThrow('500');
  });
});

describe('profile', () => {
  const me = {data: {first_name: 'Ada', last_name: 'Lovelace', guid: 'g', name: 'Ada Lovelace', email: 'ada@example.com', created_at: 'c', crm_connected: true, team_admin: true, job_role: 'AE', extra: 'dropped'}};
  const team = {data: {id: 7, name: 'Analytical', local_dial_enabled: false, license_limit: 10, _private_fields: {active_size: 4, calling_active: true, custom_fields_count: 3, dialer_credit_balance: 12.5}}};

  it('reads the SPEC fields of the user and the team with the bearer token', async () => {
    const fetchImpl = vi.fn(async (url: string) => new Response(JSON.stringify(url.includes('/v2/me') ? me : team), {status: 200}));
    const profile = await fetchProfile('https://api.example.com', 'tok', fetchImpl as unknown as typeof fetch);
    expect(profile.user).toEqual({first_name: 'Ada', last_name: 'Lovelace', guid: 'g', name: 'Ada Lovelace', email: 'ada@example.com', created_at: 'c', crm_connected: true, team_admin: true, job_role: 'AE'});
    expect(profile.team).toEqual({id: 7, name: 'Analytical', local_dial_enabled: false, license_limit: 10, active_size: 4, calling_active: true, custom_fields_count: 3, dialer_credit_balance: 12.5});
    const urls = fetchImpl.mock.calls.map((c) => c[0]);
    expect(urls).toEqual(['https://api.example.com/v2/me', 'https://api.example.com/v2/team?include_private_fields=true']);
    expect((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({Authorization: 'Bearer tok'});
  });

  it("fails with \"Couldn't fetch user data\" when either call fails", async () => {
    const fetchImpl = vi.fn(async (url: string) => new Response(JSON.stringify(me), {status: url.includes('team') ? 500 : 200}));
    await expect(fetchProfile('https://api.example.com', 'tok', fetchImpl as unknown as typeof fetch)).rejects.toThrow(PROFILE_ERROR);
  });

  it('labels the user as first name, last initial and a period', () => {
    expect(userLabel({first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace'})).toBe('Ada L.');
    expect(userLabel({first_name: 'Ada', last_name: '', name: 'Ada'})).toBe('Ada');
    expect(userLabel(null)).toBe('Logged In');
  });
});
