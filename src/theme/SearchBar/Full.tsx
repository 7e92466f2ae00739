import React, {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import type {DocSearchHit} from '@docsearch/react';
import {ALGOLIA_DOCS_LIMIT, HITS_PER_PAGE, MAX_RESULTS_PER_GROUP, RECENT_SEARCHES, RECENT_SEARCHES_WITH_FAVORITES, pageApiVersion, rankHits, toCurrentOrigin} from '@site/src/search/ranking';
import {LEVELS} from '@site/src/search/records';
import EmptyStartScreen from './EmptyStartScreen';
import ErrorScreen from './ErrorScreen';
import Hit from './Hit';
import NoResultsSuggestions from './NoResultsSuggestions';
import useActiveItemInsights from './useActiveItemInsights';
import useDecorativeKeys from './useDecorativeKeys';
import useBackendStatus from './useBackendStatus';
import LoadingScreen from './LoadingScreen';
import useModalOpen from './useModalOpen';
import useOpenIntent from './useOpenIntent';
import useSearchBackend from '@site/src/search/useSearchBackend';
import type {SearchBackend} from '@site/src/search/backend';
import useTranslations from './useTranslations';
import {onPressEnd, type SearchIntent} from './intent';
import useSnippetLength from '@site/src/search/useSnippetLength';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType> & {intent?: RefObject<SearchIntent | null>};
type Items = DocSearchHit[];

/** Whether a group label is an indexed category (lvl0); a version group ("API v1.0") is not. */
const isCategory = (label: string) => !/^API v\d/.test(label);

/**
 * The backend as the modal's client. A failed search answers with no hits instead of throwing:
 * ErrorScreen shows the failure (see useBackendStatus), and nothing is left as an unhandled rejection.
 */
function forModal(backend: SearchBackend): SearchBackend {
  return {
    ...backend,
    search: (params) =>
      backend.search(params).catch(() => ({
        results: params.requests.map((r) => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, exhaustiveNbHits: true as const, query: r.query ?? '', params: '', index: r.indexName, processingTimeMS: 0})),
      })),
  };
}

/**
 * Carries out, once, what the reader did before this bar had loaded (./index.tsx): give the button
 * back its focus at once (in the same commit that replaced the placeholder button, so no key press
 * falls between the two) and take over a press still held, then start loading the backend and
 * replay a click, a typed character or a shortcut once DocSearch's own listeners are attached. The
 * intent is read when replayed, so one that arrived while this bar was rendering still counts.
 */
function useReplayIntent(intent: RefObject<SearchIntent | null> | undefined, containerRef: RefObject<HTMLDivElement | null>, engage: () => void): void {
  const button = () => containerRef.current?.querySelector<HTMLButtonElement>('.DocSearch-Button') ?? null;
  const click = (target: HTMLButtonElement) => {
    // Lets useOpenIntent take the selected text as the query, as a real press would.
    target.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    target.click();
  };
  useLayoutEffect(() => {
    const what = intent?.current;
    const target = button();
    if (what?.focused) target?.focus();
    // A press still held when this bar replaced the button: the browser sends the coming click to
    // neither button, so a release over this one (pointer) or on it (space bar) opens the modal; a
    // pointer let go elsewhere, or a space bar released after focus left, does not. Listening from
    // the commit that made the swap leaves no gap for the release to fall into.
    if (what?.kind !== 'press' || what.released || !target) return undefined;
    return onPressEnd(what.via, (event) => {
      const onButton = event.type === 'pointerup' ? target.contains(event.target as Node) : event.type === 'keyup' && document.activeElement === target;
      if (onButton) click(target);
    });
    // Only on mount: the button this bar replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const what = intent?.current;
    if (!what) return;
    engage();
    const target = button();
    if (!target) return;
    if (what.focused && document.activeElement !== target) target.focus();
    if (what.kind === 'click') {
      click(target);
    } else if (what.kind === 'type') {
      target.dispatchEvent(new KeyboardEvent('keydown', {key: what.key, bubbles: true, cancelable: true}));
    } else if (what.kind === 'shortcut') {
      window.dispatchEvent(new KeyboardEvent('keydown', {key: what.key, ctrlKey: what.ctrlKey, metaKey: what.metaKey, bubbles: true, cancelable: true}));
    }
    // Only the intent this bar was mounted for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The theme's DocSearch search bar, wrapped: it keeps the theme's button, shortcuts, portal, lazy
 * modal and focus return, and gets this site's backend (embedded index or Algolia) through
 * `transformSearchClient`, SPEC's ranking rules through `transformItems`, and SPEC 9's limits.
 */
export default function SearchBar({intent, ...props}: Props): ReactNode {
  const {backend, engage} = useSearchBackend();
  const containerRef = useRef<HTMLDivElement>(null);
  const {initialQuery, handlers} = useOpenIntent(containerRef, engage);
  useReplayIntent(intent, containerRef, engage);
  const snippetWords = useSnippetLength();
  useActiveItemInsights(backend.insights);
  const status = useBackendStatus(backend);
  const failed = status === 'failed';
  const loading = status === 'loading';
  const open = useModalOpen();
  // The footer's "Powered by Algolia" is true only of answers that came from Algolia.
  const creditAlgolia = backend.kind === 'algolia' && status === 'ready';
  useEffect(() => {
    document.body.classList.toggle('search-answered-by-algolia', creditAlgolia);
    return () => document.body.classList.remove('search-answered-by-algolia');
  }, [creditAlgolia]);
  const translations = useTranslations();
  useDecorativeKeys(containerRef);

  const transformSearchClient = useCallback(() => {
    backend.preload();
    return forModal(backend);
  }, [backend]);
  const backendKind = backend.kind;
  // Categories of the results seen so far: the no-results screen suggests them.
  const [categories, setCategories] = useState<string[]>([]);
  const transformItems = useCallback((items: Items): Items => {
    const ranked = rankHits(
      items.map((item) => ({...item, url: toCurrentOrigin(item.url)})),
      pageApiVersion(window.location.pathname),
      {docsLimit: backendKind === 'algolia' ? ALGOLIA_DOCS_LIMIT : undefined},
    );
    setCategories((previous) => {
      // A version group ("API v1.0") is a label, not a category to search for.
      const seen = ranked.map((item) => item.hierarchy.lvl0).filter(isCategory);
      const next = [...new Set([...previous, ...seen])];
      return next.length === previous.length ? previous : next;
    });
    return ranked;
  }, [backendKind]);
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
    <div ref={containerRef} className={styles.container} {...handlers}>
      <OriginalSearchBar
        {...props}
        indexName={backend.indexName}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={Hit}
        searchParameters={searchParameters}
        maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
        recentSearchesLimit={RECENT_SEARCHES}
        recentSearchesWithFavoritesLimit={RECENT_SEARCHES_WITH_FAVORITES}
        insights={backend.insights}
        initialQuery={initialQuery}
        translations={translations}
      />
      <EmptyStartScreen enabled={open && !failed && !loading} />
      <LoadingScreen loading={open && loading} />
      <ErrorScreen failed={open && failed} />
      <NoResultsSuggestions categories={categories} enabled={open && categories.length > 0 && !failed && !loading} />
    </div>
  );
}
