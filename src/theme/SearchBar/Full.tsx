import React, {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import OriginalSearchBar from '@theme-original/SearchBar';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm, useSearchLinkCreator} from '@docusaurus/theme-common';
import themeTranslations from '@theme/SearchTranslations';
import type {DocSearchHit} from '@docsearch/react';
import {HITS_PER_PAGE, MAX_RESULTS_PER_GROUP, RECENT_SEARCHES, RECENT_SEARCHES_WITH_FAVORITES, rankHits, scopeVersion, toCurrentOrigin} from '@site/src/search/ranking';
import {LEVELS} from '@site/src/search/records';
import {sendInsights} from '@site/src/search/insights';
import type {BackendStatus, SearchBackend} from '@site/src/search/backend';
import useSearchBackend from '@site/src/search/useSearchBackend';
import useSnippetLength from '@site/src/search/useSnippetLength';
import {STALLED_AFTER_MS, afterLoad, keeps, pending, screen, transition, typeInto, type SearchEvent} from './machine';
import type {FullProps} from './props';
import styles from './styles.module.css';

/** SPEC 8: at most 3 suggested category prefills on the no-results screen. */
const MAX_SUGGESTIONS = 3;
/** Longest wait for DocSearch to render an answer before its screens are shown again anyway. */
const RENDER_WAIT_MS = 500;

/** The theme's DocSearch strings, with SPEC 8's wording for no results: 'No results for "{query}"'. */
const translations = {
  ...themeTranslations,
  modal: {
    ...themeTranslations.modal,
    noResultsScreen: {
      ...themeTranslations.modal?.noResultsScreen,
      noResultsText: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText.site', message: 'No results for'}),
    },
  },
};

/**
 * The theme's search bar (DocSearch's button and modal), rendered again only when its own props
 * change. This bar's state (the backend's status, the modal's parts, the categories seen) changes
 * as the reader types into a cold page, and each change rendered DocSearch's whole modal again,
 * whose render also reads and writes localStorage (its recent and favourite searches): one more
 * such render on the first keystroke, one as the modal opened and one with the first results.
 * Every prop given to it below is stable between renders unless its value changes.
 */
const DocSearchBar = React.memo(OriginalSearchBar as ComponentType<Record<string, unknown>>);

/** Whether a group label is an indexed category (lvl0); a version group ("API v1.0") is not. */
const isCategory = (label: string) => !/^API v\d/.test(label);

/**
 * The backend as the modal's client. A failed search answers with no hits instead of throwing: the
 * error screen shows the failure, and nothing is left as an unhandled rejection.
 */
function forModal(backend: SearchBackend, onQuery: (query: string) => void): SearchBackend {
  return {
    ...backend,
    search: (params) => {
      onQuery(params.requests[0]?.query ?? '');
      return backend.search(params).catch(() => ({
        results: params.requests.map((r) => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, exhaustiveNbHits: true as const, query: r.query ?? '', params: '', index: r.indexName, processingTimeMS: 0})),
      }));
    },
  };
}

/**
 * DocSearch 4.7 would render its no-results screen for a query still waiting on the index, or
 * answered by a failure (its own error screen never shows: autocomplete-core resets the status to
 * 'idle' as the request settles). These body classes hide it (styles.module.css). They are set in the
 * backend's listener itself, before DocSearch can render the empty answer, and after a wait or a
 * failure they stay until DocSearch has rendered the answer that came (the dropdown changes; a
 * mutation observer runs before the next paint), so not even one frame shows the wrong screen.
 * Returns a function that cancels the wait.
 */
function markBody(status: BackendStatus | null): () => void {
  const mark = (next: BackendStatus | null) => {
    document.body.classList.toggle('search-backend-loading', next === 'loading');
    document.body.classList.toggle('search-backend-failed', next === 'failed');
  };
  const dropdown = document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');
  if (status !== 'ready' || !dropdown) {
    mark(status === 'ready' ? null : status);
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  const finish = () => {
    stop();
    mark(null);
  };
  const observer = new MutationObserver(finish);
  observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
  const timer = window.setTimeout(finish, RENDER_WAIT_MS);
  return stop;
}

const MODAL_INPUT = '.DocSearch-Modal .DocSearch-Input';

/** Sets an input's value through the native setter and an input event, which is what DocSearch listens to. */
function setQuery(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Sets the modal's query (by default, the same again: the query runs again) and gives it focus. */
function fillModalInput(value?: string): void {
  const input = document.querySelector<HTMLInputElement>(MODAL_INPUT);
  if (!input) return;
  setQuery(input, value ?? input.value);
  input.focus();
}

/**
 * Types the keys kept since search was asked for into the modal's input, where its selection or
 * caret is (an initial query may be selected), leaves the caret after them, and runs the query.
 */
function typeKeptKeys(input: HTMLInputElement, keys: readonly string[]): void {
  if (!keys.length) return;
  const end = input.value.length;
  const typed = typeInto(input.value, input.selectionStart ?? end, input.selectionEnd ?? end, keys);
  setQuery(input, typed.value);
  input.setSelectionRange(typed.caret, typed.caret);
}

/** The open modal's elements this site's screens go into, read again as DocSearch re-renders. */
interface ModalParts {
  modal: Element | null;
  dropdown: Element | null;
  noResults: Element | null;
  /** An empty query and no recent or favourite searches to list. */
  emptyStart: boolean;
}

function readModal(): ModalParts {
  const modal = document.querySelector('.DocSearch-Modal');
  const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
  return {
    modal,
    dropdown: modal?.querySelector('.DocSearch-Dropdown') ?? null,
    noResults: modal?.querySelector('.DocSearch-NoResults') ?? null,
    emptyStart: !!input && input.value === '' && !modal?.querySelector('.DocSearch-Hit'),
  };
}

const portal = (into: Element | null | undefined, node: ReactNode) => (into ? createPortal(node, into) : null);

const buttonIn = (container: FullProps['container']) => container.current?.querySelector<HTMLButtonElement>('.DocSearch-Button') ?? null;

const sameParts = (a: ModalParts | null, b: ModalParts) => !!a && a.modal === b.modal && a.dropdown === b.dropdown && a.noResults === b.noResults && a.emptyStart === b.emptyStart;

/**
 * A result as a client-side link. The data attributes name the hit for the active-item insights
 * event, and expose its type and levels so that tests can check SPEC 5's ordering as rendered.
 */
function Hit({hit, children}: {hit: {url: string; objectID: string; type?: string; hierarchy?: Record<string, string | null>; __autocomplete_queryID?: string; __autocomplete_indexName?: string}; children: ReactNode}): ReactNode {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3'].map((level) => hit.hierarchy?.[level] ?? '').join('');
  return (
    <Link to={hit.url} data-object-id={hit.objectID} data-query-id={hit.__autocomplete_queryID} data-index-name={hit.__autocomplete_indexName} data-hit-type={hit.type} data-hit-levels={levels}>
      {children}
    </Link>
  );
}

/**
 * The modal's footer link to /search/ for the query: "See all 12 results", "See 1 result". The
 * count is the number of pages the backend found, the same number /search/ reports for the query
 * ("12 documents found"). Opening it closes the modal, as the theme's footer does.
 */
function ResultsFooter({state}: {state: {query: string; context: {nbHits?: unknown}}}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const {selectMessage} = usePluralForm();
  const count = typeof state.context.nbHits === 'number' ? state.context.nbHits : 0;
  const text = selectMessage(count, translate({id: 'theme.SearchBar.seeAll.plurals', message: 'See {count} result|See all {count} results'}, {count}));
  return (
    <Link to={createSearchLink(state.query)} onClick={() => window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}))}>
      {text}
    </Link>
  );
}

/**
 * SPEC 7 "Item Active": DocSearch's insights plugin sends Items Viewed and Item Selected but leaves
 * the active-item hook empty. This sends a view event named 'Item Active' when the reader moves the
 * active result with the arrow keys or the pointer.
 */
function watchActiveItem(): () => void {
  let moved = false;
  let last: string | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') moved = true;
  };
  const onPointerMove = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest?.('.DocSearch-Hit')) moved = true;
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const id = (mutation.target as HTMLElement).getAttribute('aria-activedescendant');
      if (!moved || !id || id === last) continue;
      moved = false;
      last = id;
      const {objectId, queryId, indexName} = document.getElementById(id)?.querySelector<HTMLElement>('[data-object-id]')?.dataset ?? {};
      if (objectId && indexName) sendInsights('viewedObjectIDs', {eventName: 'Item Active', index: indexName, objectIDs: [objectId], ...(queryId ? {queryID: queryId} : {})});
    }
  });
  observer.observe(document.body, {subtree: true, attributes: true, attributeFilter: ['aria-activedescendant']});
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('pointermove', onPointerMove, true);
  return () => {
    observer.disconnect();
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('pointermove', onPointerMove, true);
  };
}

/**
 * The theme's DocSearch search bar, wrapped: it keeps the theme's button, shortcuts, portal, lazy
 * modal and focus return, and gets this site's backend (embedded index or Algolia) through
 * `transformSearchClient`, SPEC's ranking rules through `transformItems`, SPEC 9's limits, and the
 * screens DocSearch 4.7 lacks (empty start, loading, network error, no-results suggestions) as
 * portals into its modal. State and rules: ./machine.ts, through ./index.tsx.
 */
export default function SearchBar({recorded, send: sendFromWrapper, container, ...props}: FullProps): ReactNode {
  const {backend, engage} = useSearchBackend();
  const snippetWords = useSnippetLength();
  // The machine runs as each event comes, not at React's next render: a key handler must know at
  // once whether its key was kept, and the keys must reach the input before the next one is typed.
  const [state, setState] = useState(() => afterLoad(recorded));
  const latest = useRef(state);
  const send = useCallback((event: SearchEvent) => {
    const next = transition(latest.current, event);
    if (next !== latest.current) setState((latest.current = next));
  }, []);
  const [started] = useState(recorded.length);

  // In the commit that swapped the buttons, so that no event falls between the two: the button gets
  // back the focus the first one had, and the wrapper's events come here from now on (any recorded
  // since this bar's first render first; an intent also loads the backend).
  useLayoutEffect(() => {
    if (state.focused) buttonIn(container)?.focus();
    for (const event of recorded.slice(started)) send(event);
    sendFromWrapper.current = (event) => {
      const kept = event.type === 'keydown' && keeps(latest.current, event);
      send(event);
      if (event.type === 'intent') engage();
      return kept;
    };
    // Only on mount: the button this bar replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (state.intent) engage();
    // Only on mount: the intent this bar was loaded for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Carries out the pending intent, after DocSearch's own listeners are attached (a child's effects run first).
  const action = pending(state);
  useEffect(() => {
    if (!action || !state.intent) return;
    if (action === 'open') buttonIn(container)?.click();
    send({type: 'replayed', intent: state.intent});
  }, [action, state.intent, container, send]);

  // The modal's input taking focus ends the keeping of keys: those kept go into it, in the same
  // task, so that the next key (typed into it by the browser) comes after them.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const {keys} = latest.current;
      if (!keys || !(event.target as Element).matches?.(MODAL_INPUT)) return;
      typeKeptKeys(event.target as HTMLInputElement, keys);
      send({type: 'delivered'});
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => document.removeEventListener('focusin', onFocusIn, true);
  }, [send]);

  useEffect(() => {
    let cancel = () => undefined as void;
    const update = (status: BackendStatus | null) => {
      cancel();
      cancel = markBody(status);
      // The footer's "Powered by Algolia" is true only of answers that came from Algolia.
      document.body.classList.toggle('search-answered-by-algolia', backend.kind === 'algolia' && status === 'ready');
      send({type: 'backend', status});
    };
    update(backend.status);
    const unsubscribe = backend.onStatus(update);
    return () => {
      unsubscribe();
      cancel();
      markBody(null);
      document.body.classList.remove('search-answered-by-algolia');
    };
  }, [backend, send]);
  useEffect(() => (backend.insights ? watchActiveItem() : undefined), [backend.insights]);

  // DocSearch marks the body while its modal is open; only the body's class is watched until then.
  useEffect(() => {
    const update = () => send({type: document.body.classList.contains('DocSearch--active') ? 'opened' : 'closed'});
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }, [send]);
  const [parts, setParts] = useState<ModalParts | null>(null);
  useEffect(() => {
    if (!state.open) {
      setParts(null);
      return undefined;
    }
    const read = () => {
      const next = readModal();
      setParts((previous) => (sameParts(previous, next) ? previous : next));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [state.open]);

  const shown = screen(state);
  useEffect(() => {
    if (shown !== 'loading') return undefined;
    const timer = window.setTimeout(() => send({type: 'stalled'}), STALLED_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [shown, send]);

  // The query of the latest request: transformItems scopes its hits to the API version it names.
  const lastQuery = useRef('');
  const transformSearchClient = useCallback(() => {
    backend.preload();
    return forModal(backend, (query) => {
      lastQuery.current = query;
    });
  }, [backend]);
  // Categories of the results seen so far: the no-results screen suggests them.
  const [categories, setCategories] = useState<string[]>([]);
  const transformItems = useCallback(
    (items: DocSearchHit[]): DocSearchHit[] => {
      const ranked = rankHits(
        items.map((item) => ({...item, url: toCurrentOrigin(item.url)})),
        scopeVersion(lastQuery.current, window.location.pathname),
      );
      setCategories((previous) => {
        const next = [...new Set([...previous, ...ranked.map((item) => item.hierarchy.lvl0).filter(isCategory)])];
        return next.length === previous.length ? previous : next;
      });
      return ranked;
    },
    [],
  );
  const searchParameters = useMemo(
    () => ({
      hitsPerPage: HITS_PER_PAGE,
      // DocSearch's own list, plus the API version that scopes hits to the page's (rankHits).
      attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url', 'api_version'],
      attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:${snippetWords}`), `content:${snippetWords}`],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      clickAnalytics: backend.insights,
    }),
    [snippetWords, backend.insights],
  );

  return (
    <>
      <DocSearchBar
        {...props}
        indexName={backend.indexName}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={Hit}
        resultsFooterComponent={ResultsFooter}
        searchParameters={searchParameters}
        maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
        recentSearchesLimit={RECENT_SEARCHES}
        recentSearchesWithFavoritesLimit={RECENT_SEARCHES_WITH_FAVORITES}
        insights={backend.insights}
        initialQuery={state.query}
        translations={translations}
      />
      {/* While a query waits for the index (it runs as soon as the index has arrived). */}
      {(shown === 'loading' || shown === 'stalled') &&
        portal(
          parts?.dropdown,
          <div className={`DocSearch-LoadingScreen ${styles.loading}`} role="status">
            <p className="DocSearch-Title">{translate({id: 'theme.SearchModal.loadingScreen.titleText', message: 'Loading search…'})}</p>
            {shown === 'stalled' && <p className="DocSearch-Help">{translate({id: 'theme.SearchModal.loadingScreen.stalledText', message: 'Still loading the search index. This can take a moment on a slow connection.'})}</p>}
          </div>,
        )}
      {/* SPEC 8 "Search unreachable on all hosts", in DocSearch's error-screen markup; the retry runs the query again. */}
      {shown === 'error' &&
        portal(
          parts?.dropdown,
          <div className="DocSearch-ErrorScreen" role="alert">
            <p className="DocSearch-Title">{translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'})}</p>
            <p className="DocSearch-Help">{translate({id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.'})}</p>
            <button type="button" className={`button button--secondary button--sm ${styles.retry}`} onClick={() => fillModalInput()}>
              {translate({id: 'theme.SearchModal.errorScreen.retryText', message: 'Try again'})}
            </button>
          </div>,
        )}
      {/* SPEC 2 "Empty start shows 'No recent searches'": DocSearch 4.7 declares the text but no longer renders it. */}
      {shown === 'docsearch' &&
        parts?.emptyStart &&
        portal(
          parts.modal,
          <div className={`DocSearch-StartScreen ${styles.emptyStart}`}>
            <p className="DocSearch-Help">{translate({id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches'})}</p>
          </div>,
        )}
      {/* SPEC 8's suggested prefills: DocSearch 4.7 keeps them as an object, not an array, and never renders its own. */}
      {shown === 'docsearch' &&
        categories.length > 0 &&
        portal(
          parts?.noResults,
          <div className="DocSearch-NoResults-Prefill-List">
            <p className="DocSearch-Help">{translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'})}:</p>
            <div className="DocSearch-NoResults-Prefill-List-Items">
              {categories.slice(0, MAX_SUGGESTIONS).map((category) => (
                <p key={category}>
                  <button className="DocSearch-Prefill" type="button" onClick={() => fillModalInput(`${category.toLowerCase()} `)}>
                    {category}
                  </button>
                </p>
              ))}
            </div>
          </div>,
        )}
    </>
  );
}
