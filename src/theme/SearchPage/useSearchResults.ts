import {useEffect, useState} from 'react';
import type {SearchBackend} from '@site/src/search/backend';
import type {SearchResult} from '@site/src/search/embedded/response';
import {HITS_PER_PAGE} from '@site/src/search/ranking';
import {LEVELS} from '@site/src/search/records';

export interface PageHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; hits: PageHit[]; nbHits: number; nbPages: number};

const DEBOUNCE_MS = 200;

/**
 * Pages of results for `query` from the backend, debounced, with the page count for "Load more".
 * A new `attempt` runs the same search again (the page's retry after an error).
 */
export default function useSearchResults(backend: SearchBackend, query: string, pages: number, snippetWords: number, attempt = 0): SearchState {
  const [state, setState] = useState<SearchState>({status: 'idle'});
  useEffect(() => {
    if (query.trim() === '') {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const timer = window.setTimeout(async () => {
      try {
        const requests = Array.from({length: pages}, (_, page) => ({
          indexName: backend.indexName,
          query,
          page,
          hitsPerPage: HITS_PER_PAGE,
          facetFilters: ['language:en'],
          attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
          attributesToSnippet: [`content:${snippetWords * 2}`],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          snippetEllipsisText: '…',
          clickAnalytics: false,
        }));
        const {results} = await backend.search({requests});
        if (cancelled) return;
        const last = results[results.length - 1] as SearchResult;
        setState({
          status: 'done',
          hits: results.flatMap((r) => r.hits as unknown as PageHit[]),
          nbHits: last.nbHits,
          nbPages: last.nbPages,
        });
      } catch {
        if (!cancelled) setState({status: 'error'});
      }
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [backend, query, pages, snippetWords, attempt]);
  return state;
}
