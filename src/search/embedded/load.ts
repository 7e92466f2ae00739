import type {DocSearchRecord} from '../records';
import type {ShardNames} from './manifest';
import {fetchIndexFiles, type IndexFiles} from './fetch';
import {unpackRecords} from './shard';
import {loadRanker} from './engine';
import {answer, type Ranker, type SearchRequest, type SearchResult} from './response';

/**
 * Reading the index and answering queries: the engine's whole code, loaded on demand (by the
 * worker, ./worker.ts, or on the page when workers are unavailable, ./client.ts), never on a
 * page's first load.
 */

/** The embedded index, ready to answer. */
export interface Loaded {
  records: DocSearchRecord[];
  ranker: Ranker;
}

/** The index in the fetched shards (./fetch.ts). */
export function fromFiles({records, index}: IndexFiles): Loaded {
  const unpacked = unpackRecords(records);
  return {records: unpacked, ranker: loadRanker(index, unpacked)};
}

/** Fetches and loads the index in `dir` (./fetch.ts `fetchIndexFiles`). */
export async function loadIndex(dir: string, shards: ShardNames | null = null): Promise<Loaded> {
  return fromFiles(await fetchIndexFiles(dir, shards));
}

export function answerAll({records, ranker}: Loaded, requests: readonly SearchRequest[]): SearchResult[] {
  return requests.map((request) => answer(request, records, ranker));
}
