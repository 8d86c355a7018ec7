// Replaces @docusaurus/theme-search-algolia 3.10.2's SearchPage (written anew, not an eject): the
// stock Algolia search page (`/search`, the modal's "See all results") becomes the spec's other
// search widget variant: a 64-character input, 5 recent searches, and the same backends as the
// modal (the stock page talks to Algolia only, so it cannot search locally). Its state and the
// reading of a hit are src/plugins/local-search/client/useSearchPage.ts.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {QUERY_PARAM, hitBreadcrumb, hitTitle, useRecentQueries, useSearchResults, useUrlQuery} from '../../client/useSearchPage';
import styles from './styles.module.css';

/** Input limit of the search page (spec 5: 64 characters in the other search widget variant). */
export const SEARCH_PAGE_MAX_QUERY = 64;

function SearchPageContent(): ReactNode {
  const [query, setQuery] = useUrlQuery(SEARCH_PAGE_MAX_QUERY);
  const {hits, nbHits, status, loadMore} = useSearchResults(query);
  const processUrl = useSearchResultUrlProcessor();
  const {recent, remember} = useRecentQueries(query);

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
            onChange={(event) => setQuery(event.target.value)}
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
        {/* One live region for the search's state: searching, then the count or "no results" (issue 43). */}
        <p className={styles.status} role="status">
          {status === 'loading' && hits.length === 0 ? (
            <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
          ) : status === 'done' && nbHits === 0 ? (
            <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
          ) : nbHits > 0 ? (
            <Translate id="searchPage.resultCount" values={{count: nbHits}}>
              {'{count} results'}
            </Translate>
          ) : null}
        </p>

        <ol className={styles.hits}>
          {hits.map((hit) => (
            <li key={hit.objectID} className={styles.hit}>
              <div className={styles.breadcrumb}>{hitBreadcrumb(hit)}</div>
              <Link to={processUrl(hit.url)} onClick={remember}>
                <span dangerouslySetInnerHTML={{__html: hitTitle(hit)}} />
              </Link>
              {hit._snippetResult.content && (
                <p className={styles.snippet} dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}} />
              )}
            </li>
          ))}
        </ol>

        {loadMore && (
          <button type="button" className="button button--secondary" onClick={loadMore}>
            <Translate id="searchPage.loadMore">Load more results</Translate>
          </button>
        )}
        {status === 'loading' && hits.length > 0 && (
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
