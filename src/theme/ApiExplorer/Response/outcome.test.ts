import {describe, expect, it} from 'vitest';
import {
  classifyFailure,
  describeFailure,
  describeResponse,
  isTextual,
  notableHeaders,
  prettyJson,
  reasonPhrase,
  requiredScopes,
  scopePhrase,
  type RequestContext,
} from './outcome';

const context = (over: Partial<RequestContext> = {}): RequestContext => ({scopes: [['people:write']], sentToken: true, signInAvailable: true, signedIn: true, ...over});

describe('reasonPhrase', () => {
  it('keeps the server’s phrase and fills in the standard one when HTTP/2 sends none', () => {
    expect(reasonPhrase(200, 'OK')).toBe('OK');
    expect(reasonPhrase(422, '')).toBe('Unprocessable Entity');
    expect(reasonPhrase(429)).toBe('Too Many Requests');
    expect(reasonPhrase(299)).toBe('');
  });
});

describe('requiredScopes and scopePhrase', () => {
  it('names the OAuth2 scopes of the operation and ignores the API key alternative', () => {
    expect(requiredScopes([{OAuth2: ['people:write']}, {ApiKey: []}])).toEqual([['people:write']]);
    expect(requiredScopes(undefined)).toEqual([]);
    expect(requiredScopes([{ApiKey: []}])).toEqual([]);
  });

  it('keeps alternatives apart and lists a repeated one once', () => {
    expect(requiredScopes([{OAuth2: ['a:read', 'b:read']}, {Other: ['c:read']}, {OAuth2: ['a:read', 'b:read']}])).toEqual([['a:read', 'b:read'], ['c:read']]);
  });

  it('reads as English', () => {
    expect(scopePhrase([['people:read']])).toBe('the `people:read` scope');
    expect(scopePhrase([['a:read', 'b:read', 'c:read']])).toBe('the `a:read`, `b:read` and `c:read` scopes');
    expect(scopePhrase([['a:read'], ['b:read']])).toBe('either the `a:read` scope or the `b:read` scope');
    expect(scopePhrase([])).toBe('');
  });
});

describe('describeResponse', () => {
  const verdict = (status: number, ctx = context(), headers: [string, string][] = []) => describeResponse({status, statusText: '', headers, context: ctx});

  it('2xx: status and reason, no advice', () => {
    expect(verdict(200)).toEqual({tone: 'success', headline: '200 OK', advice: []});
    expect(verdict(204).headline).toBe('204 No Content');
  });

  it('401 without a token: says none was sent, names the scope, offers sign-in', () => {
    const {tone, headline, advice} = verdict(401, context({sentToken: false}));
    expect(tone).toBe('danger');
    expect(headline).toBe('401 Unauthorized');
    expect(advice.join(' ')).toContain('No token went with the request');
    expect(advice.join(' ')).toContain('`people:write` scope');
    expect(advice.join(' ')).toContain('Log In');
  });

  it('401 without a token from a reader who is signed out: says so, and how to sign in', () => {
    const advice = verdict(401, context({sentToken: false, signedIn: false})).advice;
    expect(advice[0]).toBe('No token went with the request: you are signed out, and this operation needs one.');
    expect(advice.at(-1)).toBe('Sign in with “Log In” at the top of the page, or paste a valid token under Auth, and send again.');
    // Where the site offers no sign-in, being signed out is not the reason.
    expect(verdict(401, context({sentToken: false, signedIn: false, signInAvailable: false})).advice[0]).toBe('No token went with the request, and this operation needs one.');
  });

  it('401 with a token: expired, revoked or invalid; no sign-in advice when sign-in is off', () => {
    const text = verdict(401, context({sentToken: true, signInAvailable: false})).advice.join(' ');
    expect(text).toContain('expired');
    expect(text).not.toContain('Log In');
    expect(text).toContain('Paste a valid OAuth access token or API key');
  });

  it('403: the token lacks the scope, and which one', () => {
    const text = verdict(403).advice.join(' ');
    expect(text).toContain('lacks a scope or permission');
    expect(text).toContain('It needs the `people:write` scope.');
    expect(verdict(403, context({scopes: []})).advice.join(' ')).not.toContain('It needs');
    expect(text).toContain('[how to request scopes](/docs/platform/api-basics/scopes/#how-to-request-scopes)');
  });

  it('a refusal from the sample data says it was simulated; the live API’s does not', () => {
    for (const status of [401, 403, 429]) {
      expect(verdict(status, context({environment: 'sample'})).advice.join(' ')).toContain('Simulated by the sample data');
      expect(verdict(status, context({environment: 'live'})).advice.join(' ')).not.toContain('Simulated');
    }
    expect(verdict(404, context({environment: 'sample'})).advice.join(' ')).not.toContain('Simulated');
  });

  it('429 uses Retry-After when the server sends it', () => {
    expect(verdict(429, context(), [['retry-after', '12']]).advice[0]).toContain('Wait 12 seconds');
    expect(verdict(429).advice[0]).toContain('Wait until the next minute');
  });

  it('404, 422, other 4xx and 5xx each get their own advice', () => {
    expect(verdict(404).advice[0]).toContain('path parameters');
    expect(verdict(422).advice[0]).toContain('names each field');
    expect(verdict(409).advice[0]).toContain('rejected the request');
    expect(verdict(503).tone).toBe('danger');
    expect(verdict(503).advice[0]).toContain('Try again in a moment');
  });
});

describe('classifyFailure', () => {
  const failed = new TypeError('Failed to fetch');

  it('an abort is a timeout or a cancel, whatever else is true', () => {
    expect(classifyFailure({abortedFor: 'timeout', online: false, error: new DOMException('x', 'AbortError')})).toBe('timeout');
    expect(classifyFailure({abortedFor: 'cancel', online: true, error: failed})).toBe('cancelled');
  });

  it('offline beats network; a reachable server means CORS', () => {
    expect(classifyFailure({online: false, error: failed})).toBe('offline');
    expect(classifyFailure({online: true, error: failed, reachable: false})).toBe('network');
    expect(classifyFailure({online: true, error: failed, reachable: true})).toBe('cors');
    expect(classifyFailure({online: true, error: new Error('boom')})).toBe('unknown');
  });
});

describe('describeFailure', () => {
  const url = 'https://api.salesloft.com/v2/people?per_page=25';

  it('each kind says what happened and what to do', () => {
    expect(describeFailure({kind: 'offline'}, url).advice[0]).toMatch(/no network connection.*Reconnect/);
    const network = describeFailure({kind: 'network'}, url).advice.join(' ');
    expect(network).toContain('did not reach https://api.salesloft.com');
    expect(network).toContain('code sample');
    const cors = describeFailure({kind: 'cors'}, url).advice.join(' ');
    expect(cors).toContain('withheld the response');
    expect(cors).toContain('from a terminal');
    expect(describeFailure({kind: 'timeout'}, url).advice.join(' ')).toContain('within 30 seconds');
    expect(describeFailure({kind: 'cancelled'}, url).headline).toBe('Request cancelled');
    expect(describeFailure({kind: 'unknown', detail: 'Bad header'}, url).advice[0]).toMatch(/^Bad header\. Try again/);
  });
});

describe('notableHeaders', () => {
  it('keeps content type and rate-limit headers, in a fixed order', () => {
    const headers: [string, string][] = [
      ['cache-control', 'no-store'],
      ['x-ratelimit-remaining-minute', '598'],
      ['content-type', 'application/json'],
      ['x-ratelimit-endpoint-cost', '1'],
      ['retry-after', '3'],
      ['date', 'Wed, 25 Nov 2026 12:00:00 GMT'],
    ];
    expect(notableHeaders(headers)).toEqual([
      ['content-type', 'application/json'],
      ['x-ratelimit-remaining-minute', '598'],
      ['x-ratelimit-endpoint-cost', '1'],
      ['retry-after', '3'],
    ]);
  });
});

describe('prettyJson', () => {
  it('indents JSON and keeps big integers exact', () => {
    expect(prettyJson('{"id":12345678901234567890,"a":[],"b":{"c":[1,2]},"s":"x, \\"y\\": {z}"}')).toBe(
      '{\n  "id": 12345678901234567890,\n  "a": [],\n  "b": {\n    "c": [\n      1,\n      2\n    ]\n  },\n  "s": "x, \\"y\\": {z}"\n}',
    );
  });

  it('leaves text that is not JSON alone', () => {
    expect(prettyJson('<h1>Bad gateway</h1>')).toBe('<h1>Bad gateway</h1>');
    expect(prettyJson('')).toBe('');
  });
});

describe('isTextual', () => {
  it('shows JSON, XML and text; describes the rest', () => {
    expect(isTextual('application/json; charset=utf-8')).toBe(true);
    expect(isTextual('application/problem+json')).toBe(true);
    expect(isTextual('text/html')).toBe(true);
    expect(isTextual(undefined)).toBe(true);
    expect(isTextual('audio/mpeg')).toBe(false);
    expect(isTextual('application/octet-stream')).toBe(false);
  });
});
