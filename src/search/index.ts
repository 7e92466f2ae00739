import {createAlgoliaBackend} from './algolia/client';
import type {SearchBackend} from './backend';
import type {SearchConfig} from './config';
import {createEmbeddedBackend} from './embedded/client';

export type {SearchBackend} from './backend';
export {resolveSearchConfig, type SearchConfig} from './config';

const backends = new Map<string, SearchBackend>();

/**
 * The backend for a configuration, one per page session: the modal and the search page share it,
 * so the index is fetched (or the client created) once.
 */
export function getSearchBackend(config: SearchConfig): SearchBackend {
  const key = JSON.stringify(config);
  let backend = backends.get(key);
  if (!backend) {
    backend = config.kind === 'algolia' ? createAlgoliaBackend(config) : createEmbeddedBackend(config);
    backends.set(key, backend);
  }
  return backend;
}
