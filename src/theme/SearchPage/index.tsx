// Replaces @docusaurus/theme-search-algolia 3.10.2's SearchPage (written anew, not an eject): the
// stock Algolia search page (`/search`, the modal's "See all results") becomes the spec's other
// search widget variant: a 64-character input, 5 recent searches, and the same backends as the
// modal (the stock page talks to Algolia only, so it cannot search locally).
import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {SearchHit} from '@site/src/plugins/local-search/search/types';
import {attributesToSnippet, HITS_PER_PAGE, SNIPPET_WORDS} from '@site/src/utils/searchOptions';
import {addRecentQuery, readRecentQueries, writeRecentQueries} from '@site/src/utils/recentQueries';
import {useSearchPageClient} from '@site/src/hooks/useSearchPageClient';
import styles from './styles.module.css';

/** Input limit of the search page (spec 5: 64 characters in the other search widget variant). */
export const SEARCH_PAGE_MAX_QUERY = 64;
const QUERY_PARAM = 'q';

type Status = 'idle' | 'loading' | 'done' | 'error';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** The query a URL's query string asks for, cut to the input's limit. */
function queryIn(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAM) ?? '').slice(0, SEARCH_PAGE_MAX_QUERY);
}

function breadcrumb(hit: SearchHit): string {
  return [hit.hierarchy.lvl0, hit.hierarchy.lvl1].filter(Boolean).join(' › ');
}

/** The hit's own heading, or for text the heading it sits under, highlighted. */
function hitTitle(hit: SearchHit): string {
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const;
  const level = hit.type === 'content' ? levels.find((candidate) => hit.hierarchy[candidate]) : hit.type;
  return (level && (hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy[level])) || '';
}

function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const client = useSearchPageClient();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  // The page is prerendered without a query string, so the render that hydrates it must show no
  // query either (a `?q=` read at once would change the h1 and the input: a hydration mismatch).
  // It reads the URL's query once mounted; a client-side navigation here (after hydration) reads it
  // in its first render.
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState(() => (isBrowser ? queryIn(location.search) : ''));
  const [urlRead, setUrlRead] = useState(isBrowser);
  useEffect(() => {
    if (urlRead) return;
    setQuery(queryIn(location.search));
    setUrlRead(true);
    // Once, after the hydrating render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [recent, setRecent] = useState<string[]>([]);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [nbHits, setNbHits] = useState(0);
  const [page, setPage] = useState(0);
  const [nbPages, setNbPages] = useState(0);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => setRecent(readRecentQueries(storage())), []);

  // Keep the query in the URL (shareable, survives reload) without adding history entries.
  useEffect(() => {
    if (!urlRead) return;
    const params = new URLSearchParams(location.search);
    if ((params.get(QUERY_PARAM) ?? '') === query) return;
    if (query) params.set(QUERY_PARAM, query);
    else params.delete(QUERY_PARAM);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  }, [urlRead, query, history, location.pathname, location.search]);

  useEffect(() => {
    setHits([]);
    setPage(0);
    setNbPages(0);
    setNbHits(0);
  }, [query]);

  useEffect(() => {
    if (!query.trim()) {
      setStatus('idle');
      return undefined;
    }
    let current = true;
    setStatus('loading');
    client
      .search({
        indexName: client.indexName,
        query,
        page,
        hitsPerPage: HITS_PER_PAGE,
        facetFilters,
        attributesToSnippet: attributesToSnippet(SNIPPET_WORDS),
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
      })
      .then((response) => {
        if (!current) return;
        setHits((previous) => (page === 0 ? response.hits : [...previous, ...response.hits]));
        setNbHits(response.nbHits);
        setNbPages(response.nbPages);
        setStatus('done');
      })
      .catch(() => current && setStatus('error'));
    return () => {
      current = false;
    };
    // facetFilters is a new array on every render; its value only changes with the locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, query, page]);

  const remember = () => {
    const next = addRecentQuery(recent, query);
    setRecent(next);
    writeRecentQueries(storage(), next);
  };

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.searchPage}`}>
        <h1>{title}</h1>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name={QUERY_PARAM}
            className={styles.input}
            value={query}
            maxLength={SEARCH_PAGE_MAX_QUERY}
            onChange={(event) => setQuery(event.target.value.slice(0, SEARCH_PAGE_MAX_QUERY))}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            autoComplete="off"
            autoFocus
          />
        </form>

        {!query && recent.length > 0 && (
          <section className={styles.recent} data-testid="search-page-recent">
            <h2>
              <Translate id="theme.SearchModal.startScreen.recentSearchesTitle">Recent</Translate>
            </h2>
            <ul>
              {recent.map((item) => (
                <li key={item}>
                  <button type="button" className="clean-btn" onClick={() => setQuery(item)}>
                    {item}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        {status === 'error' && (
          <p className={styles.status} role="alert">
            <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
          </p>
        )}
        {status === 'done' && nbHits === 0 && (
          <p className={styles.status}>
            <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
          </p>
        )}
        {nbHits > 0 && (
          <p className={styles.status}>
            <Translate id="searchPage.resultCount" values={{count: nbHits}}>
              {'{count} results'}
            </Translate>
          </p>
        )}

        <ol className={styles.hits}>
          {hits.map((hit) => (
            <li key={hit.objectID} className={styles.hit}>
              <div className={styles.breadcrumb}>{breadcrumb(hit)}</div>
              <Link to={processUrl(hit.url)} onClick={remember}>
                <span dangerouslySetInnerHTML={{__html: hitTitle(hit)}} />
              </Link>
              {hit._snippetResult.content && (
                <p className={styles.snippet} dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}} />
              )}
            </li>
          ))}
        </ol>

        {status !== 'loading' && page + 1 < nbPages && (
          <button type="button" className="button button--secondary" onClick={() => setPage(page + 1)}>
            <Translate id="searchPage.loadMore">Load more results</Translate>
          </button>
        )}
        {status === 'loading' && (
          <p className={styles.status}>
            <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
          </p>
        )}
      </main>
    </>
  );
}

// The hooks above read contexts that Layout provides (docs versions for the contextual filters).
export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
