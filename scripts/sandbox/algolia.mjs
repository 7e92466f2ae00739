/**
 * An Algolia-compatible emulator for tests and local trials, on loopback only. It implements what
 * this site uses: the multi-query search endpoint the browser calls (SPEC 7), the indexing calls of
 * `npm run search:push` (batch, settings, copy/move operations, tasks) and the insights events
 * endpoint. Searching is deliberately simple (every query word must occur; the last one may be a
 * prefix) with Algolia's response shape, highlight and snippet results.
 *
 * Faults for retry tests: `timingOutPort` starts a host that accepts connections and never answers,
 * `downPort` names a port where nothing listens. Both are returned as algoliasearch host objects.
 *
 *   import {startAlgoliaEmulator} from './scripts/sandbox/algolia.mjs';
 *   const algolia = await startAlgoliaEmulator({port: 0, appId: 'APP', apiKey: 'search', adminKey: 'admin', timingOutPort: 0, downPort: 0});
 *   algolia.hosts;        // {up, timingOut, down}: [{url: '127.0.0.1:PORT', protocol: 'http', accept: 'readWrite'}]
 *   algolia.queries;      // every search request received, with the host it reached
 *   algolia.events;       // every insights event received
 *   await algolia.close();
 */
import http from 'node:http';
import net from 'node:net';

const LOOPBACK = '127.0.0.1';

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]);
const wordsOf = (s) => (s ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function matcher(query) {
  const terms = wordsOf(query);
  return {
    terms,
    matches(word, i) {
      return i === terms.length - 1 ? word.startsWith(terms[i]) : word === terms[i];
    },
  };
}

function highlightText(text, m, pre, post) {
  let matched = 0;
  const value = escapeHtml(text).replace(/[\p{L}\p{N}]+/gu, (w) => {
    const hit = m.terms.some((_, i) => m.matches(w.toLowerCase(), i));
    if (hit) matched += 1;
    return hit ? `${pre}${w}${post}` : w;
  });
  return {value, matchLevel: matched === 0 ? 'none' : matched >= m.terms.length ? 'full' : 'partial', matchedWords: []};
}

/**
 * A record's distinct words, worked out once per record object. Splitting the whole index's text
 * (5,800 records) on every query took 40-160 ms on an idle machine; on a busy CI machine, where the
 * emulator shares its event loop with the Playwright worker, a query once went past the browser
 * client's 1 s connect timeout (SPEC 9), and the search page rightly reported a network error for
 * a host that was up. With the words precomputed a query takes about 20-30 ms.
 */
const wordCache = new WeakMap();
function recordWords(r) {
  let words = wordCache.get(r);
  if (!words) {
    words = [...new Set(wordsOf([...Object.values(r.hierarchy ?? {}), r.content].filter(Boolean).join(' ')))];
    wordCache.set(r, words);
  }
  return words;
}

function searchIndex(records, request) {
  const m = matcher(request.query ?? '');
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const found = records.filter((r) => {
    const words = recordWords(r);
    return m.terms.every((_, i) => words.some((w) => m.matches(w, i)));
  });
  const titleHits = new Map(found.map((r) => [r, m.terms.every((_, i) => wordsOf(r.hierarchy?.lvl1).some((w) => m.matches(w, i)))]));
  found.sort((a, b) => Number(titleHits.get(b)) - Number(titleHits.get(a)) || (b.weight?.level ?? 0) - (a.weight?.level ?? 0));
  const seen = new Set();
  const distinct = found.filter((r) => !seen.has(r.url) && seen.add(r.url));
  const hits = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => {
    const hierarchy = Object.fromEntries(Object.entries(r.hierarchy ?? {}).filter(([, v]) => v).map(([k, v]) => [k, highlightText(v, m, pre, post)]));
    const content = r.content ? highlightText(r.content, m, pre, post) : undefined;
    return {
      ...r,
      _highlightResult: {hierarchy, ...(content ? {content} : {})},
      _snippetResult: {hierarchy, ...(content ? {content: {value: content.value, matchLevel: content.matchLevel}} : {})},
    };
  });
  return {
    hits,
    nbHits: distinct.length,
    page,
    nbPages: Math.ceil(distinct.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
    processingTimeMS: 1,
    ...(request.clickAnalytics ? {queryID: Math.random().toString(16).slice(2).padEnd(32, '0')} : {}),
  };
}

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve(server.address().port));
  });
}

const hostOf = (port) => ({url: `${LOOPBACK}:${port}`, protocol: 'http', accept: 'readWrite'});

/**
 * Starts the emulator. `records` pre-fills `indexName`; `apiKey` may search, `adminKey` may also
 * write. Returns the hosts, the request logs and `close()`.
 */
export async function startAlgoliaEmulator({port = 0, appId = 'SANDBOXAPP', apiKey = 'sandbox-search-key', adminKey = 'sandbox-admin-key', indexName = 'developers', records = [], settings = {}, timingOutPort, downPort} = {}) {
  const indices = new Map([[indexName, {records: [...records], settings: {...settings}}]]);
  // Index the pre-filled records now, before any query has a timeout running.
  for (const record of records) recordWords(record);
  const queries = [];
  const events = [];
  let nextTask = 1;
  const index = (name) => {
    if (!indices.has(name)) indices.set(name, {records: [], settings: {}});
    return indices.get(name);
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${LOOPBACK}`);
    const send = (status, body) => {
      res.writeHead(status, {'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS'});
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return send(204, {});
    const raw = await readBody(req);
    if (process.env.ALGOLIA_EMULATOR_DEBUG) console.log(req.method, url.pathname, raw.slice(0, 120));
    const body = raw ? JSON.parse(raw) : {};

    if (url.pathname === '/1/events' && req.method === 'POST') {
      events.push(...(body.events ?? []));
      return send(200, {status: 200, message: 'OK'});
    }
    const givenApp = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
    const givenKey = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
    const isAdmin = givenKey === adminKey;
    if (givenApp !== appId || (givenKey !== apiKey && !isAdmin)) return send(403, {message: 'Invalid Application-ID or API key', status: 403});

    if (url.pathname === '/1/indexes/*/queries' && req.method === 'POST') {
      queries.push({host: req.headers.host, requests: body.requests});
      return send(200, {results: body.requests.map((r) => searchIndex(index(r.indexName).records, r))});
    }
    const match = /^\/1\/indexes\/([^/]+)(?:\/(.*))?$/.exec(url.pathname);
    if (!match) return send(404, {message: 'Not found', status: 404});
    if (!isAdmin && req.method !== 'GET') return send(403, {message: 'Method not allowed with this API key', status: 403});
    const name = decodeURIComponent(match[1]);
    const rest = match[2] ?? '';
    const task = () => ({taskID: nextTask++, updatedAt: new Date().toISOString()});

    if (rest === 'batch' && req.method === 'POST') {
      const target = index(name);
      const objectIDs = [];
      for (const {action, body: object} of body.requests ?? []) {
        if (action === 'addObject' || action === 'updateObject') {
          target.records = target.records.filter((r) => r.objectID !== object.objectID);
          target.records.push(object);
          objectIDs.push(object.objectID);
        } else if (action === 'clear') {
          target.records = [];
        }
      }
      return send(200, {...task(), objectIDs});
    }
    if (rest === 'settings' && req.method === 'PUT') {
      Object.assign(index(name).settings, body);
      return send(200, task());
    }
    if (rest === 'settings' && req.method === 'GET') return send(200, index(name).settings);
    if (rest === 'clear' && req.method === 'POST') {
      index(name).records = [];
      return send(200, task());
    }
    if (rest === 'operation' && req.method === 'POST') {
      const source = index(name);
      const destination = index(body.destination);
      if (body.operation === 'move') {
        indices.set(body.destination, source);
        indices.delete(name);
      } else {
        const scope = body.scope ?? ['settings', 'synonyms', 'rules', 'records'];
        if (scope.includes('settings')) destination.settings = {...source.settings};
        if (scope.includes('records')) destination.records = [...source.records];
      }
      return send(200, task());
    }
    if (/^task\/\d+$/.test(rest) && req.method === 'GET') return send(200, {status: 'published', pendingTask: false});
    if (rest === '' && req.method === 'DELETE') {
      indices.delete(name);
      return send(200, {taskID: nextTask++, deletedAt: new Date().toISOString()});
    }
    return send(404, {message: `Not implemented: ${req.method} ${url.pathname}`, status: 404});
  });

  const upPort = await listen(server, port);
  const sockets = new Set();
  let blackHole = null;
  let blackHolePort = null;
  if (timingOutPort !== undefined) {
    // Accepts the connection and the request, and never answers: the client's timeouts decide.
    blackHole = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    });
    blackHolePort = await listen(blackHole, timingOutPort);
  }
  let deadPort = null;
  if (downPort !== undefined) {
    if (downPort === 0) {
      // Reserve a free port, then close it: nothing listens there afterwards.
      const probe = net.createServer();
      deadPort = await listen(probe, 0);
      await new Promise((resolve) => probe.close(resolve));
    } else {
      deadPort = downPort;
    }
  }

  return {
    appId,
    apiKey,
    adminKey,
    indexName,
    url: `http://${LOOPBACK}:${upPort}`,
    hosts: {
      up: hostOf(upPort),
      ...(blackHolePort !== null ? {timingOut: hostOf(blackHolePort)} : {}),
      ...(deadPort !== null ? {down: hostOf(deadPort)} : {}),
    },
    indices,
    queries,
    events,
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([new Promise((r) => server.close(r)), blackHole ? new Promise((r) => blackHole.close(r)) : null]);
      server.closeAllConnections?.();
    },
  };
}
