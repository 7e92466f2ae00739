/**
 * A static server that behaves like the CDN the site is deployed to, so that e2e tests, benchmarks
 * and Lighthouse see what readers get: directory indexes with a redirect to the trailing slash,
 * `404.html` with status 404, brotli or gzip as the browser asks (each file compressed once and
 * kept in memory), the rules of the build's `_headers` file, ETag and 304, single byte ranges (206,
 * 416), the default `Cache-Control` of Cloudflare Pages where `_headers` sets none, and limits on
 * slow, idle and oversized requests (DEFAULT_LIMITS; 431 with the security headers). No dependency
 * beyond Node.
 *
 *   import {startStaticServer} from './scripts/serve/server.mjs';
 *   const server = await startStaticServer({dir: 'build', port: 0});
 *   server.url;            // http://127.0.0.1:PORT/
 *   await server.close();
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {isCompressible, negotiateEncoding} from './encoding.mjs';
import {headersFor, parseHeaders} from './headers.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** What Cloudflare Pages sends for a file no `_headers` rule gives a Cache-Control. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The host's own configuration file, which static hosts never serve. */
const HEADERS_FILE = '_headers';

export function contentTypeOf(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Compression as an edge compresses on the fly: brotli at quality 5 and gzip at level 6. Quality 11
 * (what ahead-of-time compression uses) makes files 10-20% smaller here but takes 8 s for the API
 * reference's 5 MB chunk and 16 s for the search records on this machine, which would stall the
 * first request of every test run. Each variant is made once, on first request, and reused. The
 * benchmarks (scripts/bench/page-weight.mjs) report transferred bytes with it.
 */
export async function compress(body, encoding) {
  if (encoding === 'br') {
    return brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}});
  }
  return gzip(body, {level: 6});
}

/**
 * Resolves a URL path to what the server answers: a file, a redirect to the directory's trailing
 * slash, or not found. Paths are decoded once and may not leave the served directory.
 * A redirect names the normalised path (`to`, beginning with a single "/"), never the path as
 * received: `/.//evil.com/..%2Fdocs` reaches `/docs`, and echoing it back plus "/" would send the
 * browser to `//evil.com/...`, another host.
 * @returns {Promise<{kind: 'file', file: string} | {kind: 'redirect', to: string} | {kind: 'missing'} | {kind: 'bad'}>}
 */
export async function resolvePath(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return {kind: 'bad'};
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return {kind: 'bad'};
  const relative = path.posix.normalize(decoded);
  if (relative.split('/').includes('..')) return {kind: 'bad'};
  if (path.posix.basename(relative) === HEADERS_FILE) return {kind: 'missing'};
  const target = path.join(root, relative);
  if (target !== root && !target.startsWith(root + path.sep)) return {kind: 'bad'};
  const stat = await fs.stat(target).catch(() => null);
  if (stat?.isFile()) return decoded.endsWith('/') ? {kind: 'missing'} : {kind: 'file', file: target};
  if (stat?.isDirectory()) {
    const index = await fs.stat(path.join(target, 'index.html')).catch(() => null);
    if (!index?.isFile()) return {kind: 'missing'};
    if (decoded.endsWith('/')) return {kind: 'file', file: path.join(target, 'index.html')};
    return {kind: 'redirect', to: `${relative.split('/').map(encodeURIComponent).join('/')}/`};
  }
  return {kind: 'missing'};
}

/** The path of a request as the URL parser reads it ("/" when the target is not a path). */
function pathOf(req) {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

/** True when an If-None-Match header names the ETag (weak comparison, as for GET and HEAD). */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * Reads a `Range` header against a body of `size` bytes, as a CDN serves static files: one range
 * of bytes (`bytes=0-99`, `bytes=100-`, `bytes=-100`) is answered with it; a header asking for several
 * ranges, another unit or with a syntax error is ignored (the whole file, 200), which HTTP allows; a
 * range that starts past the end is unsatisfiable (416).
 * @returns {{kind: 'none'} | {kind: 'range', start: number, end: number} | {kind: 'unsatisfiable'}}
 */
export function parseRange(header, size) {
  if (typeof header !== 'string') return {kind: 'none'};
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return {kind: 'none'};
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return {kind: 'unsatisfiable'};
    return {kind: 'range', start: Math.max(size - suffix, 0), end: size - 1};
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? Infinity : Number(m[2]);
  if (end < start) return {kind: 'none'};
  if (start >= size) return {kind: 'unsatisfiable'};
  return {kind: 'range', start, end: Math.min(end, size - 1)};
}

/**
 * How long a client may take, as an edge server limits it: the request line and headers must
 * arrive within `headersMs`, the whole request within `requestMs`, an idle keep-alive connection is
 * closed after `keepAliveMs`, and any connection silent for `idleMs` is dropped. Headers larger than
 * `maxHeaderBytes` are answered with 431.
 */
export const DEFAULT_LIMITS = {headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 30_000, maxHeaderBytes: 16 * 1024};

const REASONS = {400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large'};

/**
 * Creates the server (not listening yet).
 * @param {{dir: string, headers?: boolean, compress?: boolean, baseUrl?: string, limits?: Partial<typeof DEFAULT_LIMITS>}} options
 */
export async function createStaticServer({dir, headers = true, compress: compression = true, baseUrl = '/', limits: limitOptions = {}}) {
  const limits = {...DEFAULT_LIMITS, ...limitOptions};
  const root = path.resolve(dir);
  const rootStat = await fs.stat(root).catch(() => null);
  if (!rootStat?.isDirectory()) throw new Error(`serve: ${dir} is not a directory (run \`npm run build\` first)`);
  const headersText = headers ? await fs.readFile(path.join(root, HEADERS_FILE), 'utf8').catch(() => null) : null;
  const rules = headersText === null ? [] : parseHeaders(headersText);
  const base = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  /**
   * The rules' headers for any response, errors included: the security headers of `/*` must not
   * depend on whether the request succeeded. A path the rules cannot match (not beginning with
   * "/") gets those of the site root.
   */
  const ruleHeadersFor = (pathname) => headersFor(rules, pathname.startsWith('/') ? pathname : '/');

  /** file -> {mtimeMs, size, body, etag, variants: Map<encoding, Promise<Buffer>>} */
  const files = new Map();
  async function load(file) {
    const stat = await fs.stat(file);
    const cached = files.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const body = await fs.readFile(file);
    const entry = {mtimeMs: stat.mtimeMs, size: stat.size, body, etag: crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27), variants: new Map()};
    files.set(file, entry);
    return entry;
  }
  function variant(entry, encoding) {
    if (encoding === 'identity') return Promise.resolve(entry.body);
    let pending = entry.variants.get(encoding);
    if (!pending) {
      pending = compress(entry.body, encoding);
      entry.variants.set(encoding, pending);
      // A failed compression is not kept: the next request tries again.
      pending.catch(() => entry.variants.delete(encoding));
    }
    return pending;
  }

  async function send(req, res, status, file, pathname) {
    const entry = await load(file);
    const type = contentTypeOf(file);
    const compressible = compression && isCompressible(type, entry.body.length);
    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    const etag = `"${entry.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const ruleHeaders = headersFor(rules, pathname);
    const responseHeaders = {
      'Content-Type': type,
      ETag: etag,
      ...(compressible ? {Vary: 'Accept-Encoding'} : {}),
      ...(Object.keys(ruleHeaders).some((name) => name.toLowerCase() === 'cache-control') ? {} : {'Cache-Control': DEFAULT_CACHE_CONTROL}),
      ...ruleHeaders,
    };
    if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, responseHeaders);
      res.end();
      return;
    }
    if (status === 200) {
      // A range is of the file's bytes, so it is sent uncompressed, with the uncompressed file's ETag;
      // If-Range with another validator asks for the whole (changed) file instead.
      const ifRange = req.headers['if-range'];
      const identityEtag = `"${entry.etag}"`;
      const range = ifRange === undefined || ifRange.trim() === identityEtag ? parseRange(req.headers.range, entry.body.length) : {kind: 'none'};
      if (range.kind === 'unsatisfiable') {
        res.writeHead(416, {...responseHeaders, ETag: identityEtag, 'Content-Range': `bytes */${entry.body.length}`, 'Content-Length': 0});
        res.end();
        return;
      }
      if (range.kind === 'range') {
        const part = entry.body.subarray(range.start, range.end + 1);
        res.writeHead(206, {
          ...responseHeaders,
          ETag: identityEtag,
          'Accept-Ranges': 'bytes',
          'Content-Range': `bytes ${range.start}-${range.end}/${entry.body.length}`,
          'Content-Length': part.length,
        });
        res.end(req.method === 'HEAD' ? undefined : part);
        return;
      }
    }
    const body = await variant(entry, encoding);
    res.writeHead(status, {
      ...responseHeaders,
      ...(status === 200 ? {'Accept-Ranges': 'bytes'} : {}),
      ...(encoding === 'identity' ? {} : {'Content-Encoding': encoding}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {...ruleHeadersFor(pathOf(req)), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Method not allowed\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const notFound = async () => {
      const page = path.join(root, '404.html');
      if (await fs.stat(page).then((s) => s.isFile()).catch(() => false)) return send(req, res, 404, page, pathname);
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8', ...ruleHeadersFor(pathname)});
      res.end('Not found\n');
    };
    if (pathname === base.slice(0, -1) && base !== '/') {
      res.writeHead(301, {Location: `${base}${url.search}`, ...headersFor(rules, pathname)});
      res.end();
      return;
    }
    if (!pathname.startsWith(base)) return notFound();
    const found = await resolvePath(root, `/${pathname.slice(base.length)}`);
    if (found.kind === 'bad') {
      res.writeHead(400, {...ruleHeadersFor(pathname), 'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Bad request\n');
      return;
    }
    if (found.kind === 'redirect') {
      // `found.to` begins with exactly one "/", and `base` is the configured one, so the target is on this site.
      res.writeHead(301, {Location: `${base}${found.to.slice(1)}${url.search}`, 'Cache-Control': DEFAULT_CACHE_CONTROL, ...ruleHeadersFor(pathname)});
      res.end();
      return;
    }
    if (found.kind === 'missing') return notFound();
    return send(req, res, 200, found.file, pathname);
  }

  const server = http.createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      keepAliveTimeout: limits.keepAliveMs,
      maxHeaderSize: limits.maxHeaderBytes,
      // How often Node checks the two timeouts above (30 s by default, longer than the limits).
      connectionsCheckingInterval: Math.max(Math.min(limits.headersMs, limits.requestMs) / 4, 50),
    },
    (req, res) => {
      handle(req, res).catch((error) => {
        console.error(`serve: ${req.method} ${req.url}: ${error.stack ?? error}`);
        if (!res.headersSent) res.writeHead(500, {...ruleHeadersFor(pathOf(req)), 'Content-Type': 'text/plain; charset=utf-8'});
        res.end();
      });
    },
  );
  // A connection that sends nothing at all (not even a request line) is closed too.
  server.setTimeout(limits.idleMs, (socket) => socket.destroy());
  // Requests Node refuses before they reach the handler (headers too large, too slow, malformed)
  // are answered with the same security headers as any other response, then the connection closes.
  server.on('clientError', (error, socket) => {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const body = `${REASONS[status]}\n`;
    const lines = Object.entries({...ruleHeadersFor('/'), 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close'}).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  });
  return {server, root, rules, base, limits};
}

/**
 * Creates the server and listens.
 * @param {{dir: string, port?: number, host?: string, headers?: boolean, compress?: boolean, baseUrl?: string, limits?: Partial<typeof DEFAULT_LIMITS>}} options
 */
export async function startStaticServer({port = 0, host = '127.0.0.1', ...options}) {
  const created = await createStaticServer(options);
  await new Promise((resolve, reject) => {
    created.server.once('error', reject);
    created.server.listen(port, host, () => resolve(undefined));
  });
  const address = created.server.address();
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    ...created,
    port: address.port,
    url: `http://${shownHost}:${address.port}${created.base}`,
    close: () => new Promise((resolve) => created.server.close(() => resolve(undefined))),
  };
}
