import type {SearchRequest, SearchResult} from './embedded/response';

/** Algolia's multi-query call: `POST /1/indexes/*\/queries` with a `requests` list (SPEC 7). */
export interface MultiQuery {
  requests: SearchRequest[];
}

/**
 * Where a backend stands: `loading` while a search waits for the index (or the client) to arrive,
 * `ready` after a search succeeded, `failed` after one failed on every host or the index could not
 * be fetched or read.
 */
export type BackendStatus = 'loading' | 'ready' | 'failed';

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
  /** Listens for status changes (see BackendStatus); returns the unsubscribe function. */
  onStatus(listener: (status: BackendStatus) => void): () => void;
  /** The last status emitted, or null before the first search. */
  readonly status: BackendStatus | null;
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

/** A tiny listener set for `onStatus`, remembering the last status. */
export function createStatusEmitter() {
  const listeners = new Set<(status: BackendStatus) => void>();
  let last: BackendStatus | null = null;
  return {
    get last() {
      return last;
    },
    subscribe(listener: (status: BackendStatus) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(status: BackendStatus) {
      if (status === last) return;
      last = status;
      for (const listener of listeners) listener(status);
    },
  };
}
