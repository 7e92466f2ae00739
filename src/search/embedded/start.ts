import {INDEX_DIR, SHARDS_META, readShardsMeta, type ShardNames} from './manifest';
import type {WorkerRequest} from './worker-handler';

/**
 * The page's one search worker (./worker.ts), and its start at the reader's first sign of intent.
 *
 * The navbar's light button (src/theme/SearchBar/index.tsx) calls `startSearchWorker` on the first
 * hover, press or shortcut, in the same task: the worker's script and then the index's shards are
 * on their way while the full search bar (the backend, ./client.ts, among it) and DocSearch's modal
 * load. Started from the backend instead, the worker waited for the bar's chunk to arrive, run and
 * mount, 100-200 ms on a cold page, and the index then reached the worker after the modal had
 * opened and the first keys had been typed. The backend takes the started worker over
 * (`claimSearchWorker`), or starts its own where nothing started one (/search/, a test's backend).
 * This module is in every page's first load: it holds only that.
 */

/** Where the index is: its folder (an absolute URL ending in '/'), and the shards the page names. */
export function indexLocation(baseUrl: string): {dir: string; shards: ShardNames | null} {
  return {
    dir: new URL(`${baseUrl}${INDEX_DIR}/`, window.location.href).href,
    // The build's shard names, from the page: no manifest round trip before the index.
    shards: readShardsMeta(document.querySelector(`meta[name="${SHARDS_META}"]`)?.getAttribute('content')),
  };
}

/** A started worker not yet claimed, and whether it failed (its script did not load) meanwhile. */
let started: {worker: Worker; failed: boolean} | null = null;
/** The backend has its worker (or runs without one): no other is started. */
let claimed = false;

function createWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    return new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  } catch {
    return null;
  }
}

/** Starts the search worker and its index load for the embedded index under `baseUrl`, once per page. */
export function startSearchWorker(baseUrl: string): void {
  if (started || claimed) return;
  const worker = createWorker();
  if (!worker) return;
  const entry = {worker, failed: false};
  // Until the backend claims it, a failure is only noted: the backend then starts without it.
  worker.onerror = (event) => {
    event.preventDefault();
    entry.failed = true;
  };
  // Id 0: no call of the backend waits for this reply (its ids start at 1).
  const request: WorkerRequest = {id: 0, type: 'load', ...indexLocation(baseUrl)};
  worker.postMessage(request);
  started = entry;
}

/**
 * The worker for the backend: the one started at the reader's intent, else a new one; null where
 * the browser cannot start one, or the started one failed. The caller sets its handlers.
 */
export function claimSearchWorker(): Worker | null {
  claimed = true;
  const entry = started;
  started = null;
  if (!entry) return createWorker();
  entry.worker.onerror = null;
  if (!entry.failed) return entry.worker;
  entry.worker.terminate();
  return createWorker();
}
