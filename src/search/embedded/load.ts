import type {DocSearchRecord} from '../records';
import {MANIFEST_FILE, type IndexManifest} from './manifest';
import {IndexFormatError, unpackRecords} from './shard';
import {answer, type Ranker, type SearchRequest, type SearchResult} from './response';

/** The embedded index, ready to answer. */
export interface Loaded {
  records: DocSearchRecord[];
  ranker: Ranker;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Fetches and loads the index in `dir` (an absolute URL ending in '/'). */
export async function loadIndex(dir: string): Promise<Loaded> {
  const manifest = await fetchJson<IndexManifest>(`${dir}${MANIFEST_FILE}`);
  if (!manifest || !isText(manifest.records) || !isText(manifest.index)) throw new IndexFormatError('search manifest: shard names missing');
  // The engine's code, the records and the index shard arrive in parallel.
  const [engine, records, index] = await Promise.all([
    import('./engine'),
    fetchJson<unknown>(`${dir}${manifest.records}`).then(unpackRecords),
    fetch(`${dir}${manifest.index}`).then((r) => {
      if (!r.ok) throw new Error(`${manifest.index}: HTTP ${r.status}`);
      return r.text();
    }),
  ]);
  return {records, ranker: engine.loadRanker(index, records)};
}

/**
 * `loadIndex` for one page or worker: the index loads once; a failed load is forgotten, so the next
 * call tries again.
 */
export function createIndexLoader(): (dir: string) => Promise<Loaded> {
  let loading: Promise<Loaded> | null = null;
  return (dir) =>
    (loading ??= loadIndex(dir).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export function answerAll({records, ranker}: Loaded, requests: readonly SearchRequest[]): SearchResult[] {
  return requests.map((request) => answer(request, records, ranker));
}

/** What the page asks the search worker (./worker.ts): load the index, or load it and search. */
export type WorkerRequest = {id: number; dir: string} & ({type: 'load'} | {type: 'search'; requests: SearchRequest[]});
export type WorkerReply = {id: number} & ({ok: true; results: SearchResult[]} | {ok: false; error: string});
