import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {DEFAULT_CACHE_CONTROL, etagMatches, startStaticServer} from './server.mjs';

const PAGE = `<!doctype html><title>Docs</title>${'<p>Compressible text. </p>'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const HEADERS = `# test
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

let dir;
let server;
let bare;
/** A build without 404.html, so that the plain-text 404 is exercised. */
let noPage;
let noPageDir;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const write = (file, body) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), body);
  };
  write('index.html', PAGE);
  write('docs/guide/index.html', PAGE.replace('Docs', 'Guide'));
  write('404.html', '<!doctype html><title>Not found</title>');
  write('assets/js/main.abc123.js', SCRIPT);
  write('img/logo.png', Buffer.alloc(4096, 1));
  write('_headers', HEADERS);
  server = await startStaticServer({dir, port: 0});
  bare = await startStaticServer({dir, port: 0, headers: false, compress: false});
  noPageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  fs.writeFileSync(path.join(noPageDir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(noPageDir, '_headers'), HEADERS);
  noPage = await startStaticServer({dir: noPageDir, port: 0});
});
afterAll(async () => {
  await server?.close();
  await bare?.close();
  await noPage?.close();
  fs.rmSync(dir, {recursive: true, force: true});
  if (noPageDir) fs.rmSync(noPageDir, {recursive: true, force: true});
});

/** A raw request: no automatic decompression or redirects, unlike fetch. */
function get(base, pathname, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, base), {method, headers}, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  it('serves a directory index with the _headers rules and the default Cache-Control', async () => {
    const res = await get(server.url, '/docs/guide/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.headers['cache-control']).toBe(DEFAULT_CACHE_CONTROL);
    expect(res.body.toString()).toContain('<title>Guide</title>');
  });

  it('redirects a directory without its trailing slash, keeping the query', async () => {
    const res = await get(server.url, '/docs/guide?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/docs/guide/?x=1');
  });

  it('answers unknown paths with 404.html and status 404, headers included', async () => {
    for (const pathname of ['/nope/', '/docs/guide/index.html/', '/assets/missing.js']) {
      const res = await get(server.url, pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.toString()).toContain('Not found');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('never serves _headers itself, and refuses paths that try to leave the directory', async () => {
    expect((await get(server.url, '/_headers')).status).toBe(404);
    expect((await get(server.url, '/%2e%2e/%2e%2e/etc/passwd')).status).not.toBe(200);
    expect((await get(server.url, '/%E0%A4%A')).status).toBe(400);
  });

  it('sends brotli or gzip as accepted, with Vary, and the same bytes decoded', async () => {
    const br = await get(server.url, '/', {'accept-encoding': 'gzip, deflate, br'});
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(PAGE.length / 5);

    const gz = await get(server.url, '/', {'accept-encoding': 'gzip'});
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(PAGE);

    const plain = await get(server.url, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('compresses each file once and reuses it', async () => {
    const first = await get(server.url, '/assets/js/main.abc123.js', {'accept-encoding': 'br'});
    const second = await get(server.url, '/assets/js/main.abc123.js', {'accept-encoding': 'br'});
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('leaves images as they are', async () => {
    const res = await get(server.url, '/img/logo.png', {'accept-encoding': 'br, gzip'});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.length).toBe(4096);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await get(server.url, '/', {'accept-encoding': 'br'});
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get(server.url, '/', {'accept-encoding': 'br', 'if-none-match': etag});
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['x-frame-options']).toBe('DENY');
    const otherEncoding = await get(server.url, '/', {'accept-encoding': 'gzip', 'if-none-match': etag});
    expect(otherEncoding.status).toBe(200);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get(server.url, '/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(PAGE.length);
    const post = await get(server.url, '/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('can run without headers and without compression', async () => {
    const res = await get(bare.url, '/', {'accept-encoding': 'br'});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(DEFAULT_CACHE_CONTROL);
  });

  it('serves under a base URL', async () => {
    const based = await startStaticServer({dir, port: 0, baseUrl: '/portal/'});
    try {
      expect(based.url).toMatch(/\/portal\/$/);
      expect((await get(based.url, '/portal/docs/guide/')).status).toBe(200);
      expect((await get(based.url, '/portal')).headers.location).toBe('/portal/');
      expect((await get(based.url, '/docs/guide/')).status).toBe(404);
    } finally {
      await based.close();
    }
  });

  it('refuses to start on a missing directory', async () => {
    await expect(startStaticServer({dir: path.join(dir, 'missing'), port: 0})).rejects.toThrow(/not a directory/);
  });
});

/** A request with the path sent exactly as written (new URL would resolve `//host` or `\\` itself). */
function rawGet(base, rawPath, method = 'GET') {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({host: hostname, port, path: rawPath, method}, (res) => {
      res.resume();
      res.on('end', () => resolve({status: res.statusCode, headers: res.headers}));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server: no redirect leaves the site', () => {
  // Each would reach the `docs/guide` directory once decoded and normalised, so a naive server
  // answers with a redirect to the path as received plus "/", which a browser reads as another host.
  const TRICKY = [
    '//evil.com/..%2Fdocs/guide',
    '/.//evil.com/..%2Fdocs/guide',
    '/.//evil.com/..%2Fdocs%2Fguide',
    '/%2F%2Fevil.com/..%2F..%2Fdocs/guide',
    '/%2F/evil.com/%2E%2E/docs/guide',
    '///evil.com/%2e%2e/docs/guide',
    '/./%2Fevil.com/%2e%2e/docs/guide',
    '/\\evil.com/..%2Fdocs/guide',
    '/\\/evil.com/..%2Fdocs/guide',
    '/%5Cevil.com/..%2Fdocs/guide',
    '/%5C%5Cevil.com/..%2Fdocs/guide',
    '/\\evil.com',
    '/%5Cevil.com',
    '/%2F%2Fevil.com',
    '//evil.com',
    '/.//evil.com',
    '/docs/.//evil.com/..%2F..%2Fdocs/guide',
  ];

  it.each(TRICKY)('%s', async (rawPath) => {
    const res = await rawGet(server.url, rawPath);
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.location;
      const origin = new URL(server.url).origin;
      expect(new URL(location, `${origin}/some/page/`).origin, location).toBe(origin);
      // Not protocol-relative in any spelling a browser accepts: "//", "/\\", "\\/".
      expect(location).toMatch(/^\/(?![/\\])/);
    }
  });

  it('still redirects an ordinary directory to its trailing slash', async () => {
    const res = await rawGet(server.url, '/.//docs/guide');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/docs/guide/');
  });
});

describe('static server: error responses carry the security headers', () => {
  it.each([
    ['400 (bad encoding)', '/%E0%A4%A', 'GET', 400],
    ['400 (NUL byte)', '/docs/%00', 'GET', 400],
    ['404 without 404.html', '/nope/', 'GET', 404],
    ['405', '/', 'POST', 405],
  ])('%s', async (_name, rawPath, method, status) => {
    const target = status === 404 ? noPage.url : server.url;
    const res = await rawGet(target, rawPath, method);
    expect(res.status).toBe(status);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('500 (a file that is found but cannot be read)', async () => {
    // A sparse file larger than fs.readFile reads into one buffer (2 GiB): the server finds it, then
    // fails to load it (ERR_FS_FILE_TOO_LARGE), a read fault that happens as root too, where taking
    // the file's permissions away would not. It takes no disk space.
    const file = path.join(dir, 'unreadable.bin');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 2 ** 33);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await rawGet(server.url, '/unreadable.bin');
      expect(res.status).toBe(500);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'self'");
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('serve: GET /unreadable.bin'));
    } finally {
      logged.mockRestore();
      fs.rmSync(file, {force: true});
    }
  });
});

describe('etagMatches', () => {
  it('compares weakly and understands lists and *', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"c"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

/** Writes raw bytes on a new connection; resolves with what the server sent and how long until it closed. */
function rawExchange(port, chunks, {pauseMs = 0} = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
    const received = [];
    socket.on('data', (c) => received.push(c));
    socket.on('close', () => resolve({text: Buffer.concat(received).toString('latin1'), closedAfterMs: Date.now() - started}));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      resolve({text: Buffer.concat(received).toString('latin1'), closedAfterMs: Infinity});
    }, 5000);
  });
}

describe('static server: byte ranges as a CDN serves them', () => {
  const SIZE = SCRIPT.length;
  const asset = '/assets/js/main.abc123.js';

  it('answers one range with 206, Content-Range and those bytes, uncompressed, with the security headers', async () => {
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, SIZE - 1],
      ['bytes=-5', SIZE - 5, SIZE - 1],
      ['bytes=4000-999999', 4000, SIZE - 1],
    ]) {
      const res = await get(server.url, asset, {Range: range, 'Accept-Encoding': 'br, gzip'});
      expect(res.status, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.headers['content-encoding'], range).toBeUndefined();
      expect(res.body.toString(), range).toBe(SCRIPT.slice(start, end + 1));
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const whole = await get(server.url, asset);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
  });

  it('answers a range past the end with 416 and the size; ignores several ranges, other units, bad syntax and a stale If-Range', async () => {
    const past = await get(server.url, asset, {Range: `bytes=${SIZE}-`});
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${SIZE}`);
    expect(past.headers['x-frame-options']).toBe('DENY');
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=abc', 'bytes=9-3']) {
      const res = await get(server.url, asset, {Range: range});
      expect(res.status, range).toBe(200);
      expect(res.body.toString(), range).toBe(SCRIPT);
    }
    const stale = await get(server.url, asset, {Range: 'bytes=0-9', 'If-Range': '"an-old-etag"'});
    expect(stale.status).toBe(200);
    const {headers} = await get(bare.url, asset);
    const fresh = await get(server.url, asset, {Range: 'bytes=0-9', 'If-Range': headers.etag});
    expect(fresh.status).toBe(206);
  });
});

describe('static server: slow, idle and oversized requests', () => {
  let limited;
  beforeAll(async () => {
    limited = await startStaticServer({dir, port: 0, limits: {headersMs: 400, requestMs: 800, keepAliveMs: 300, idleMs: 600}});
  });
  afterAll(async () => {
    limited?.server.closeAllConnections();
    await limited?.close();
  });

  it('answers headers larger than the limit with 431 and the security headers', async () => {
    const res = await get(server.url, '/', {'X-Big': 'a'.repeat(20 * 1024)});
    expect(res.status).toBe(431);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.body.toString()).toBe('Request Header Fields Too Large\n');
  });

  it('drops a client that sends its headers too slowly, with 408 and the security headers', async () => {
    const {text, closedAfterMs} = await rawExchange(limited.port, ['GET / HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n', 'X-Slow: 1\r\n'], {pauseMs: 150});
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('X-Frame-Options: DENY');
    expect(closedAfterMs).toBeLessThan(2000);
  });

  it('closes a connection that sends nothing, and an idle keep-alive connection', async () => {
    const silent = await rawExchange(limited.port, []);
    expect(silent.closedAfterMs).toBeLessThan(2000);
    const kept = await rawExchange(limited.port, ['GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']);
    expect(kept.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(kept.closedAfterMs).toBeLessThan(2000);
  });

  it('uses limits that drop slow clients by default', async () => {
    expect(server.server.headersTimeout).toBe(10_000);
    expect(server.server.requestTimeout).toBe(30_000);
    expect(server.server.keepAliveTimeout).toBe(5_000);
    expect(server.server.timeout).toBe(30_000);
  });
});
