import type {SearchRequest, SearchResult} from './embedded/response';

/** Algolia's multi-query call: `POST /1/indexes/*\/queries` with a `requests` list (SPEC 7). */
export interface MultiQuery {
  requests: SearchRequest[];
}

/**
 * What DocSearch and the search page need from a backend: Algolia's multi-query `search`, plus the
 * agent bookkeeping DocSearch calls on any client (DocSearch's `DocSearchTransformClient`).
 */
export interface SearchBackend {
  /** `embedded` (the default: an index fetched from this site) or `algolia` (hosted). */
  readonly kind: 'embedded' | 'algolia';
  /** The index queries name; recent and favourite searches are stored per index name. */
  readonly indexName: string;
  /** Whether search-insights events are sent (Algolia only). */
  readonly insights: boolean;
  search(params: MultiQuery): Promise<{results: SearchResult[]}>;
  /**
   * Listens for the outcome of each search: `true` after a search failed on every host (or the
   * index could not be fetched), `false` after one succeeded. Returns the unsubscribe function.
   */
  onStatus(listener: (failed: boolean) => void): () => void;
  /** Starts fetching what the first query needs (index shards, client code), without waiting. */
  preload(): void;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
}

/** The error DocSearch turns into 'Unable to fetch results' (it checks `name === 'RetryError'`). */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

/** A user-agent holder with the shape DocSearch expects of `client.transporter.algoliaAgent`. */
export function createAgent(base: string): SearchBackend['transporter']['algoliaAgent'] {
  const agent = {
    value: base,
    add({segment, version}: {segment: string; version?: string}) {
      const part = `; ${segment}${version ? ` (${version})` : ''}`;
      if (!agent.value.includes(part)) agent.value += part;
      return agent;
    },
  };
  return agent;
}

/** A tiny listener set for `onStatus`. */
export function createStatusEmitter() {
  const listeners = new Set<(failed: boolean) => void>();
  return {
    subscribe(listener: (failed: boolean) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(failed: boolean) {
      for (const listener of listeners) listener(failed);
    },
  };
}
