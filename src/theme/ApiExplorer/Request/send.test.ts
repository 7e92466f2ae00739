import {afterEach, describe, expect, it, vi} from 'vitest';
import {sendsToken, startSend, toOutgoing, type OutgoingRequest, type PostmanLike} from './send';

const request: OutgoingRequest = {method: 'get', url: 'https://api.example.test/v2/people?per_page=2', headers: [['Authorization', 'Bearer abc']]};

/** A fetch that never answers until its signal aborts, as a hung server. */
const hangingFetch = vi.fn(
  (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    }),
);

afterEach(() => {
  vi.useRealTimers();
  hangingFetch.mockClear();
});

describe('startSend', () => {
  it('returns status, lower-case headers and the body text', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"data":[]}', {status: 200, statusText: 'OK', headers: {'Content-Type': 'application/json', 'X-RateLimit-Remaining-Minute': '599'}}));
    const result = await startSend(request, {fetchImpl}).done;
    expect(result).toMatchObject({ok: true, status: 200, statusText: 'OK', body: '{"data":[]}'});
    expect(result.ok && result.headers).toEqual(
      expect.arrayContaining([
        ['content-type', 'application/json'],
        ['x-ratelimit-remaining-minute', '599'],
      ]),
    );
    expect(fetchImpl).toHaveBeenCalledWith(request.url, expect.objectContaining({method: 'GET', headers: request.headers}));
  });

  it('a 401 is an answer, not a failure', async () => {
    const result = await startSend(request, {fetchImpl: async () => new Response('{"error":"No Bearer Token"}', {status: 401})}).done;
    expect(result).toMatchObject({ok: true, status: 401});
  });

  it('describes a binary body instead of returning it', async () => {
    const result = await startSend(request, {fetchImpl: async () => new Response(new Uint8Array(10), {status: 200, headers: {'Content-Type': 'audio/mpeg'}})}).done;
    expect(result.ok && result.body).toMatch(/^\(10 bytes of audio\/mpeg, not shown here/);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const handle = startSend(request, {fetchImpl: hangingFetch, timeoutMs: 30_000});
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void handle.done.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await handle.done).toMatchObject({ok: false, kind: 'timeout'});
    // An abort is not a connection failure: no reachability probe went out.
    expect(hangingFetch).toHaveBeenCalledTimes(1);
  });

  it('Cancel aborts the request and says so', async () => {
    const handle = startSend(request, {fetchImpl: hangingFetch});
    handle.cancel();
    expect(await handle.done).toMatchObject({ok: false, kind: 'cancelled'});
    expect((hangingFetch.mock.calls[0]?.[1] as RequestInit).signal?.aborted).toBe(true);
  });

  it('offline: nothing is sent', async () => {
    const fetchImpl = vi.fn();
    expect(await startSend(request, {fetchImpl, online: () => false}).done).toEqual({ok: false, kind: 'offline', durationMs: 0});
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a failed fetch is CORS when a no-cors probe gets an answer, network when it does not', async () => {
    const corsFetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null, {status: 200});
      throw new TypeError('Failed to fetch');
    });
    expect(await startSend(request, {fetchImpl: corsFetch}).done).toMatchObject({ok: false, kind: 'cors'});
    expect(corsFetch.mock.calls[1]?.[1]).toMatchObject({method: 'HEAD', mode: 'no-cors'});

    const downFetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await startSend(request, {fetchImpl: downFetch}).done).toMatchObject({ok: false, kind: 'network'});
  });

  it('a failure that is no fetch error keeps its message', async () => {
    const result = await startSend(request, {
      fetchImpl: async () => {
        throw new Error('Invalid header value');
      },
    }).done;
    expect(result).toMatchObject({ok: false, kind: 'unknown', detail: 'Invalid header value'});
  });
});

/** A minimal stand-in for postman-collection's list type. */
const list = <T>(items: T[]) => ({each: (fn: (item: T) => void) => items.forEach(fn)});

describe('toOutgoing', () => {
  const base = (body?: PostmanLike['body']): PostmanLike => ({
    method: 'POST',
    url: {toString: () => 'http://127.0.0.1:4400/v2/people'},
    headers: list([
      {key: 'Content-Type', value: 'application/json'},
      {key: 'Authorization', value: 'Bearer t0k'},
      {key: 'X-Empty', value: ''},
    ]),
    body,
  });

  it('raw bodies go as text with the headers that have a value', () => {
    const out = toOutgoing(base({mode: 'raw', raw: '{"email_address":"pat@example.com"}'}), undefined);
    expect(out).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1:4400/v2/people',
      headers: [
        ['Content-Type', 'application/json'],
        ['Authorization', 'Bearer t0k'],
      ],
      body: '{"email_address":"pat@example.com"}',
    });
  });

  it('multipart drops Content-Type so fetch can add the boundary', () => {
    const out = toOutgoing(base({mode: 'formdata', formdata: list([{key: 'name', value: 'Pat'}])}), undefined);
    expect(out.body).toBeInstanceOf(FormData);
    expect((out.body as FormData).get('name')).toBe('Pat');
    expect(out.headers.map(([n]) => n)).toEqual(['Authorization']);
  });

  it('without a credential, no Authorization header goes out (not the theme\'s `Bearer <TOKEN>` placeholder)', () => {
    const signedOut: PostmanLike = {
      method: 'GET',
      url: {toString: () => 'http://127.0.0.1:4400/v2/people'},
      headers: list([
        {key: 'Accept', value: 'application/json'},
        {key: 'Authorization', value: 'Bearer <TOKEN>'},
      ]),
    };
    const out = toOutgoing(signedOut, undefined);
    expect(out.headers).toEqual([['Accept', 'application/json']]);
    expect(sendsToken(out.headers)).toBe(false);
  });

  it('URL-encoded bodies skip empty fields', () => {
    const out = toOutgoing(base({mode: 'urlencoded', urlencoded: list([{key: 'a', value: '1'}, {key: 'b', value: ''}])}), undefined);
    expect(String(out.body)).toBe('a=1');
  });
});

describe('sendsToken', () => {
  it('tells a real credential from the placeholder', () => {
    expect(sendsToken([['Authorization', 'Bearer abc123']])).toBe(true);
    expect(sendsToken([['Authorization', 'Bearer <TOKEN>']])).toBe(false);
    expect(sendsToken([])).toBe(false);
  });
});
