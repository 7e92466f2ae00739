import {afterEach, describe, expect, it, vi} from 'vitest';
import {memoryStorage} from './testStorage';
import {consumePending, createState, PENDING_KEY, PENDING_TTL_MS, savePending} from './state';
import {clearSession, isExpired, restoreSession, saveSession, SESSION_KEY, sessionFromTokenResponse, TRY_IT_OAUTH_KEY} from './session';
import {authorizeUrl, parseCallback, parseHandOff, popupFeatures} from './popup';
import {exchangeCode, tokenRequestBody} from './token';
import {fetchProfile, PROFILE_ERROR, ProfileError, userLabel} from './profile';
import {NETWORK_MESSAGE, REQUEST_TIMEOUT_MS, RequestTimeoutError} from './net';

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
  it('computes expiry from the time the answer arrived plus expires_in x 1000, not the server clock', () => {
    const receivedAt = 1_700_000_000_000;
    // The server's clock is an hour behind: trusting created_at would end a live token an hour early.
    expect(sessionFromTokenResponse({access_token: 't', created_at: 1_699_996_400, expires_in: 7200}, receivedAt)).toEqual({
      accessToken: 't',
      expiresAt: receivedAt + 7_200_000,
    });
    // An hour ahead: trusting it would keep a dead token alive for an hour after the API refuses it.
    const ahead = sessionFromTokenResponse({access_token: 't', created_at: 1_700_003_600, expires_in: 7200}, receivedAt);
    expect(ahead.expiresAt).toBe(receivedAt + 7_200_000);
    expect(isExpired(ahead, receivedAt + 7_200_001)).toBe(true);
  });

  it('rejects incomplete token responses', () => {
    expect(() => sessionFromTokenResponse({created_at: 1, expires_in: 1})).toThrow();
    expect(() => sessionFromTokenResponse({access_token: 't'})).toThrow();
    expect(() => sessionFromTokenResponse({access_token: 't', expires_in: -5})).toThrow();
    expect(() => sessionFromTokenResponse(null)).toThrow();
  });

  it("forgets every copy of the token: an expired session on reload takes the explorer's OAuth2 entry with it", () => {
    const storage = memoryStorage();
    saveSession(storage, {accessToken: 'tok', expiresAt: 5000});
    storage.set(TRY_IT_OAUTH_KEY, JSON.stringify({token: 'tok'}));
    expect(restoreSession(storage, 6000)).toBeNull();
    expect(storage.data).toEqual({});
  });

  it('sign-out clears the session and the explorer entry', () => {
    const storage = memoryStorage();
    saveSession(storage, {accessToken: 'tok', expiresAt: 5000});
    storage.set(TRY_IT_OAUTH_KEY, JSON.stringify({token: 'tok'}));
    clearSession(storage);
    expect(storage.data).toEqual({});
  });

  it("leaves a token the reader typed into the explorer alone when no sign-in ever happened", () => {
    const storage = memoryStorage({[TRY_IT_OAUTH_KEY]: JSON.stringify({token: 'typed'})});
    expect(restoreSession(storage, 6000)).toBeNull();
    expect(storage.data[TRY_IT_OAUTH_KEY]).toBeDefined();
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
    const before = Date.now();
    const session = await exchangeCode(base, fetchImpl as unknown as typeof fetch);
    expect(session.accessToken).toBe('tok');
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 20_000);
    expect(session.expiresAt).toBeLessThanOrEqual(Date.now() + 20_000);
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

  it('tells a refused token (401 from /v2/me or /v2/team) apart from other failures', async () => {
    for (const failing of ['/v2/me', '/v2/team']) {
      const fetchImpl = vi.fn(async (url: string) => new Response(JSON.stringify(url.includes('/v2/me') ? me : team), {status: url.includes(failing) ? 401 : 200}));
      const error = await fetchProfile('https://api.example.com', 'tok', fetchImpl as unknown as typeof fetch).catch((e: unknown) => e);
      expect(error, failing).toBeInstanceOf(ProfileError);
      expect((error as ProfileError).reason, failing).toBe('unauthorized');
    }
    // A 401 wins over a 500 from the other call, whichever answers first.
    const mixed = vi.fn(async (url: string) => new Response('{}', {status: url.includes('/v2/me') ? 500 : 401}));
    const error = await fetchProfile('https://api.example.com', 'tok', mixed as unknown as typeof fetch).catch((e: unknown) => e);
    expect((error as ProfileError).reason).toBe('unauthorized');
    const failed = vi.fn(async () => new Response('{}', {status: 500}));
    expect(((await fetchProfile('https://api.example.com', 'tok', failed as unknown as typeof fetch).catch((e: unknown) => e)) as ProfileError).reason).toBe('failed');
  });

  it('labels the user as first name, last initial and a period', () => {
    expect(userLabel({first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace'})).toBe('Ada L.');
    expect(userLabel({first_name: 'Ada', last_name: '', name: 'Ada'})).toBe('Ada');
    expect(userLabel(null)).toBe('Logged In');
  });
});

describe('request timeouts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fetch that never answers, but lets go when aborted, as the browser's does. */
  const hanging = () =>
    vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
  /** A fetch that never answers and ignores the abort signal. */
  const deaf = () => vi.fn(() => new Promise<Response>(() => undefined));

  it('gives up on the token request after 10 s with the network message, not before', async () => {
    vi.useFakeTimers();
    for (const fetchImpl of [hanging(), deaf()]) {
      const exchange = exchangeCode(
        {ssoUrl: 'https://sso.example.com', clientId: 'cid', redirectUri: 'https://d/cb/', verifier: 'ver', callback: {code: 'c', state: 's'}},
        fetchImpl as unknown as typeof fetch,
      );
      const settled = vi.fn();
      exchange.then(settled, settled);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const error = settled.mock.calls[0]?.[0] as Error;
      expect(error).toBeInstanceOf(RequestTimeoutError);
      expect(error.message).toContain(NETWORK_MESSAGE);
    }
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('gives up on the profile requests after 10 s and says it was the network', async () => {
    vi.useFakeTimers();
    const fetchImpl = hanging();
    const profile = fetchProfile('https://api.example.com', 'tok', fetchImpl as unknown as typeof fetch);
    const settled = vi.fn();
    profile.then(settled, settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = settled.mock.calls[0]?.[0] as ProfileError;
    expect(error).toBeInstanceOf(ProfileError);
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe(PROFILE_ERROR);
    // Both requests were aborted, not left running.
    for (const call of fetchImpl.mock.calls) expect((call[1] as RequestInit).signal?.aborted).toBe(true);
  });

  it('a profile body that never finishes also times out', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(async () => ({ok: true, status: 200, json: () => new Promise(() => undefined)}) as unknown as Response);
    const settled = vi.fn();
    fetchProfile('https://api.example.com', 'tok', fetchImpl as unknown as typeof fetch).then(settled, settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((settled.mock.calls[0]?.[0] as ProfileError).reason).toBe('timeout');
  });
});
