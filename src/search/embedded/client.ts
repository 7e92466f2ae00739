import {createAgent, createStatusEmitter, RetryError, type MultiQuery, type SearchBackend} from '../backend';
import type {DocSearchRecord} from '../records';
import {INDEX_DIR, MANIFEST_FILE, type IndexManifest} from './manifest';
import {answer, type Ranker} from './response';

interface Loaded {
  records: DocSearchRecord[];
  ranker: Ranker;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function load(baseUrl: string): Promise<Loaded> {
  const dir = `${baseUrl}${INDEX_DIR}/`;
  const manifest = await fetchJson<IndexManifest>(`${dir}${MANIFEST_FILE}`);
  // The engine's code, the records and the index shard arrive in parallel.
  const [engine, records, index] = await Promise.all([
    import('./engine'),
    fetchJson<DocSearchRecord[]>(`${dir}${manifest.records}`),
    fetch(`${dir}${manifest.index}`).then((r) => {
      if (!r.ok) throw new Error(`${manifest.index}: HTTP ${r.status}`);
      return r.text();
    }),
  ]);
  return {records, ranker: engine.loadRanker(index, records)};
}

/**
 * The embedded backend: this site's own index (built by plugins/search-records), fetched from
 * `{baseUrl}search-index/` on first use and answered in the browser, in Algolia's multi-query
 * response shape. Nothing is fetched until `preload` or `search` is called. A failed load is
 * forgotten, so the next keystroke tries again, and surfaces as DocSearch's network error.
 */
export function createEmbeddedBackend({baseUrl, indexName}: {baseUrl: string; indexName: string}): SearchBackend {
  let loading: Promise<Loaded> | null = null;
  const ensure = () => {
    loading ??= load(baseUrl).catch((error: unknown) => {
      loading = null;
      throw new RetryError('Unreachable hosts: the search index could not be loaded', {cause: error});
    });
    return loading;
  };
  const agent = createAgent('Embedded search');
  const status = createStatusEmitter();
  return {
    kind: 'embedded',
    indexName,
    insights: false,
    preload() {
      ensure().catch(() => undefined);
    },
    async search({requests}: MultiQuery) {
      try {
        const {records, ranker} = await ensure();
        const results = requests.map((request) => answer(request, records, ranker));
        status.emit(false);
        return {results};
      } catch (error) {
        status.emit(true);
        throw error;
      }
    },
    onStatus: status.subscribe,
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
  };
}
