import type {LiteClient as LiteClientType} from 'algoliasearch/lite';
import {createAgent, createStatusEmitter, type MultiQuery, type SearchBackend} from '../backend';
import type {SearchConfig} from '../config';
import type {SearchResult} from '../embedded/response';
import {algoliaRequest} from '../optional-words';
import {searchHosts, SEARCH_TIMEOUTS} from './hosts';

type AlgoliaConfig = Extract<SearchConfig, {kind: 'algolia'}>;
type LiteClient = LiteClientType;

/**
 * The hosted backend: algoliasearch's lite client (loaded on first use, like the modal) with the
 * timeouts of SPEC 9, its retry over shuffled hosts, its hosts cache (a host marked down is retried
 * after 120 s) and its responses cache. Errors pass through unchanged: when every host fails,
 * algoliasearch throws the `RetryError` that DocSearch shows as 'Unable to fetch results'. Every
 * request makes all its words optional and leaves the question words out, as the embedded engine
 * does, and asks for Algolia's ranking values, which the modal reads (../optional-words.ts
 * `algoliaRequest`).
 */
export function createAlgoliaBackend(config: AlgoliaConfig): SearchBackend {
  const agent = createAgent('Algolia for JavaScript');
  const segments: {segment: string; version?: string}[] = [];
  const status = createStatusEmitter();
  let client: Promise<LiteClient> | null = null;
  const ensure = () => {
    client ??= import('algoliasearch/lite').then(({liteClient}) => {
      const hosts = searchHosts(config.hosts);
      const created = liteClient(config.appId, config.apiKey, {timeouts: SEARCH_TIMEOUTS, ...(hosts ? {hosts} : {})});
      for (const {segment, version} of segments) created.addAlgoliaAgent(segment, version);
      agent.value = created.transporter.algoliaAgent.value;
      return created;
    });
    return client;
  };
  return {
    kind: 'algolia',
    indexName: config.indexName,
    insights: true,
    preload() {
      ensure().catch(() => undefined);
    },
    async search({requests}: MultiQuery) {
      try {
        if (!client) status.emit('loading');
        const lite = await ensure();
        const response = await lite.search({requests: requests.map((r) => algoliaRequest({...r}))});
        status.emit('ready');
        return response as unknown as {results: SearchResult[]};
      } catch (error) {
        // Only unreachable hosts are a network failure; an API error (bad key) is not.
        if ((error as Error).name === 'RetryError') status.emit('failed');
        throw error;
      }
    },
    onStatus: status.subscribe,
    get status() {
      return status.last;
    },
    addAlgoliaAgent(segment, version) {
      segments.push({segment, version});
      agent.add({segment, version});
      void client?.then((c) => c.addAlgoliaAgent(segment, version));
    },
    transporter: {algoliaAgent: agent},
  };
}
