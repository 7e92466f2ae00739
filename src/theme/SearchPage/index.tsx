// Not a wrapper: the theme's page builds its own Algolia client; this one uses the site's backends (embedded or Algolia).
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {SEARCH_PAGE_MAX_LENGTH, toCurrentOrigin} from '@site/src/search/ranking';
import useSearchBackend from '@site/src/search/useSearchBackend';
import useSnippetLength from '@site/src/search/useSnippetLength';
import useSearchResults, {type PageHit} from './useSearchResults';
import styles from './styles.module.css';

const CRUMB_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate({id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'}, {count}),
    );
}

function Result({hit}: {hit: PageHit}): ReactNode {
  const crumbs = CRUMB_LEVELS.map((level) => hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level]).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  const [category, ...path] = crumbs;
  const title = path.pop() ?? category;
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={toCurrentOrigin(hit.url)} dangerouslySetInnerHTML={{__html: title}} />
      </Heading>
      <p className={styles.resultPath} dangerouslySetInnerHTML={{__html: [category, ...path].join(' › ')}} />
      {hit._snippetResult?.content && <p className={styles.resultSnippet} dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}} />}
    </article>
  );
}

/**
 * The /search/ page (SPEC 5: a 64-character site search box) on the same backend as the navbar
 * modal. The stock page builds its own Algolia client; this one asks src/search, so it works with the
 * embedded index and with Algolia alike. The query lives in the URL (`?q=`).
 */
export default function SearchPage(): ReactNode {
  const {backend, engage} = useSearchBackend();
  const [queryString, setQueryString] = useSearchQueryString();
  const query = queryString.slice(0, SEARCH_PAGE_MAX_LENGTH);
  const [pages, setPages] = useState(1);
  const snippetWords = useSnippetLength();
  const [attempt, setAttempt] = useState(0);
  const state = useSearchResults(backend, query, pages, snippetWords, attempt);
  const documentsFound = useDocumentsFound();

  useEffect(() => {
    engage();
  }, [engage]);
  useEffect(() => setPages(1), [query]);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <PageMetadata title={title} />
      <Layout>
        {/* The page's main landmark (Layout adds none for custom pages). */}
        <main className="container margin-vert--lg">
          {/* The heading does not change with the query: the server renders the page without it
              (the query is in the URL's search part), and a heading that grew on the client moved
              everything below it (Lighthouse CLS 0.6-0.8 on /search/?q=...). The tab title says it. */}
          <Heading as="h1">{translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'})}</Heading>
          <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
            <input
              type="search"
              name="q"
              className={styles.input}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              maxLength={SEARCH_PAGE_MAX_LENGTH}
              value={query}
              onChange={(e) => setQueryString(e.target.value.slice(0, SEARCH_PAGE_MAX_LENGTH))}
              autoComplete="off"
            />
          </form>
          <div className={styles.status} aria-live="polite">
            {state.status === 'done' && documentsFound(state.nbHits)}
            {state.status === 'loading' && <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>}
          </div>
          {/* Results fill space kept from the first paint, so nothing below them moves. */}
          <div className={styles.results}>
            {state.status === 'error' && (
              <div className={styles.error} role="alert">
                <p className={styles.errorTitle}>
                  <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
                </p>
                <p>
                  <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
                </p>
                <button type="button" className="button button--secondary button--sm" onClick={() => setAttempt((n) => n + 1)}>
                  <Translate id="theme.SearchModal.errorScreen.retryText">Try again</Translate>
                </button>
              </div>
            )}
            {state.status === 'done' && state.nbHits === 0 && (
              <p>
                <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
              </p>
            )}
            {state.status === 'done' && (
              <section aria-label={title}>
                {state.hits.map((hit) => (
                  <Result key={hit.objectID} hit={hit} />
                ))}
              </section>
            )}
            {state.status === 'done' && pages < state.nbPages && (
              <button type="button" className="button button--secondary" onClick={() => setPages((p) => p + 1)}>
                <Translate id="theme.SearchPage.loadMore">Load more results</Translate>
              </button>
            )}
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
