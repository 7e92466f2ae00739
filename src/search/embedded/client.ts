import {createAgent, createStatusEmitter, RetryError, type MultiQuery, type SearchBackend} from '../backend';
import type {ShardNames} from './manifest';
import {claimSearchWorker, indexLocation} from './start';
import type {WorkerReply, WorkerRequest} from './worker-handler';
import type * as LoadModule from './load';
import type {SearchRequest, SearchResult} from './response';
import {onceRetrying} from './once';

type Run = (requests: SearchRequest[] | null) => Promise<SearchResult[]>;

/** Loads and searches on this thread: where workers are unavailable, or the worker failed. */
function inThread(dir: string, shards: ShardNames | null): Run {
  // The engine's code is loaded with the index, not with the search bar.
  const load = onceRetrying(() => import('./load').then(async (code: typeof LoadModule) => ({code, loaded: await code.loadIndex(dir, shards)})));
  return async (requests) => {
    const {code, loaded} = await load();
    return requests ? code.answerAll(loaded, requests) : [];
  };
}

interface Call {
  requests: SearchRequest[] | null;
  resolve: (results: SearchResult[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Loads and searches in ./worker.ts (the worker ./start.ts started at the reader's intent, or a new
 * one). Null when the browser cannot start it; if it later fails as a whole (its script does not
 * load), pending and later requests go to `fallback`.
 */
function inWorker(dir: string, shards: ShardNames | null, fallback: Run): Run | null {
  const worker = claimSearchWorker();
  if (!worker) return null;
  let nextId = 0;
  let broken = false;
  // Each call waiting for the worker, with the calls it answers too (worker-handler.ts: a search
  // replaced by a later one of the same kind is answered with the later one's results).
  const pending = new Map<number, Call[]>();
  const post = (calls: Call[]) => {
    const id = (nextId += 1);
    pending.set(id, calls);
    const requests = calls[0].requests;
    const message: WorkerRequest = requests ? {id, dir, shards, type: 'search', requests} : {id, dir, shards, type: 'load'};
    worker.postMessage(message);
  };
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const calls = pending.get(reply.id);
    pending.delete(reply.id);
    if (!calls) return;
    if (!reply.ok) {
      for (const call of calls) call.reject(new Error(reply.error));
    } else if ('supersededBy' in reply) {
      const later = pending.get(reply.supersededBy);
      if (later) later.push(...calls);
      else post(calls); // not expected: the later search is always answered after this reply
    } else {
      for (const call of calls) call.resolve(reply.results);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    broken = true;
    worker.terminate();
    for (const calls of pending.values()) for (const call of calls) fallback(call.requests).then(call.resolve, call.reject);
    pending.clear();
  };
  return (requests) => {
    if (broken) return fallback(requests);
    return new Promise((resolve, reject) => post([{requests, resolve, reject}]));
  };
}

/**
 * The embedded backend: this site's own index (built by plugins/search-records), fetched from
 * `{baseUrl}search-index/` on first use (the shards the page names, else those the manifest names)
 * and answered in Algolia's multi-query response shape, in a worker where the browser allows one
 * (./worker.ts). Nothing is fetched until `preload` or `search`
 * is called. A failed load is forgotten, so the next keystroke tries again, and surfaces as
 * DocSearch's network error.
 */
export function createEmbeddedBackend({baseUrl, indexName}: {baseUrl: string; indexName: string}): SearchBackend {
  let run: Run | null = null;
  const engine = (): Run => {
    if (!run) {
      const {dir, shards} = indexLocation(baseUrl);
      const fallback = inThread(dir, shards);
      run = inWorker(dir, shards, fallback) ?? fallback;
    }
    return run;
  };
  const unreachable = (error: unknown) => new RetryError('Unreachable hosts: the search index could not be loaded', {cause: error});
  const agent = createAgent('Embedded search');
  const status = createStatusEmitter();
  let loaded = false;
  return {
    kind: 'embedded',
    indexName,
    insights: false,
    preload() {
      engine()(null).catch(() => undefined);
    },
    async search({requests}: MultiQuery) {
      // Until the index has arrived the UI shows that it is loading, never "No results".
      if (!loaded) status.emit('loading');
      try {
        const results = await engine()(requests);
        loaded = true;
        status.emit('ready');
        return {results};
      } catch (error) {
        status.emit('failed');
        throw unreachable(error);
      }
    },
    onStatus: status.subscribe,
    get status() {
      return status.last;
    },
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
  };
}
