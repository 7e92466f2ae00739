import type {DocSearchRecord} from '../records';
import {MANIFEST_FILE, type IndexManifest, type ShardNames} from './manifest';
import {IndexFormatError, unpackRecords} from './shard';
import {answer, type Ranker, type SearchRequest, type SearchResult} from './response';

/** The embedded index, ready to answer. */
export interface Loaded {
  records: DocSearchRecord[];
  ranker: Ranker;
}

/** A file of the index answered with an HTTP error (a shard gone after a deploy, say). */
class HttpError extends Error {
  constructor(url: string, status: number) {
    super(`${url}: HTTP ${status}`);
    this.name = 'HttpError';
  }
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new HttpError(url, response.status);
  return (await response.json()) as T;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Fetches the shards `names` in `dir` and loads them, the engine's code arriving in parallel. */
async function loadShards(dir: string, names: ShardNames): Promise<Loaded> {
  const [engine, records, index] = await Promise.all([
    import('./engine'),
    fetchJson<unknown>(`${dir}${names.records}`).then(unpackRecords),
    fetch(`${dir}${names.index}`).then((r) => {
      if (!r.ok) throw new HttpError(`${dir}${names.index}`, r.status);
      return r.text();
    }),
  ]);
  return {records, ranker: engine.loadRanker(index, records)};
}

async function fromManifest(dir: string): Promise<Loaded> {
  const manifest = await fetchJson<IndexManifest>(`${dir}${MANIFEST_FILE}`);
  if (!manifest || !isText(manifest.records) || !isText(manifest.index)) throw new IndexFormatError('search manifest: shard names missing');
  return loadShards(dir, manifest);
}

/**
 * Fetches and loads the index in `dir` (an absolute URL ending in '/'). With the shard names the
 * page carries (manifest.ts SHARDS_META) the shards are fetched at once: one round trip. Should
 * they be gone (a page from before a deploy, its shards since replaced), or without names, the
 * manifest names the current ones.
 */
export async function loadIndex(dir: string, shards: ShardNames | null = null): Promise<Loaded> {
  if (!shards) return fromManifest(dir);
  try {
    return await loadShards(dir, shards);
  } catch (error) {
    // Only a shard the server no longer has sends the page to the manifest; a shard that arrived
    // unreadable, or no network, fails as it is.
    if (!(error instanceof HttpError)) throw error;
    return fromManifest(dir);
  }
}

/**
 * `loadIndex` for one page or worker: the index loads once; a failed load is forgotten, so the next
 * call tries again.
 */
export function createIndexLoader(): (dir: string, shards?: ShardNames | null) => Promise<Loaded> {
  let loading: Promise<Loaded> | null = null;
  return (dir, shards = null) =>
    (loading ??= loadIndex(dir, shards).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export function answerAll({records, ranker}: Loaded, requests: readonly SearchRequest[]): SearchResult[] {
  return requests.map((request) => answer(request, records, ranker));
}

/** What the page asks the search worker (./worker.ts): load the index, or load it and search. */
export type WorkerRequest = {id: number; dir: string; shards: ShardNames | null} & ({type: 'load'} | {type: 'search'; requests: SearchRequest[]});
export type WorkerReply = {id: number} & ({ok: true; results: SearchResult[]} | {ok: false; error: string});
