// The search page's state (src/plugins/local-search/theme/SearchPage): its backend (the modal's), the query kept in the
// URL, the pages of hits of the query, the recent searches, and how a hit reads.
import {useCallback, useEffect, useMemo, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LOCAL_SEARCH_APP_ID} from '../constants';
import {useSearchedVersion} from './useSearchedVersion';
import {createLocalSearchClient} from './localSearchClient';
import type {SearchHit, SearchRequest, SearchResponse} from '../search/types';
import {attributesToSnippet, HITS_PER_PAGE, SNIPPET_WORDS} from './searchOptions';
import {addRecentQuery, readRecentQueries, writeRecentQueries} from './recentQueries';

export interface SearchPageClient {
  indexName: string;
  search(request: SearchRequest): Promise<SearchResponse>;
}

/**
 * The search page's backend, the same as the modal's: the local index, or Algolia's lite client
 * (XMLHttpRequest, credentials in query parameters), loaded on first use.
 */
export function useSearchPageClient(): SearchPageClient {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey, indexName} = (siteConfig.themeConfig as unknown as {algolia: {appId: string; apiKey: string; indexName: string}})
    .algolia;
  const {indexUrl} = useSearchedVersion();
  return useMemo(() => {
    if (appId === LOCAL_SEARCH_APP_ID) {
      // The whole index (head and rest) before the first answer: the count and the first hit are
      // the same after the modal's "See all" and on a reload (issue 34, B1).
      const client = createLocalSearchClient(indexUrl, {complete: true});
      return {
        indexName,
        search: async (request) => (await client.search<SearchResponse>({requests: [request]})).results[0],
      };
    }
    let algolia: Promise<{search: (params: {requests: SearchRequest[]}) => Promise<{results: unknown[]}>}> | null = null;
    return {
      indexName,
      search: async (request) => {
        algolia ??= import('algoliasearch/lite').then(({liteClient}) => {
          const client = liteClient(appId, apiKey);
          client.addAlgoliaAgent('docusaurus-search-page');
          return client as unknown as {search: (params: {requests: SearchRequest[]}) => Promise<{results: unknown[]}>};
        });
        const {results} = await (await algolia).search({requests: [{...request, indexName}]});
        return results[0] as SearchResponse;
      },
    };
  }, [appId, apiKey, indexName, indexUrl]);
}

/** The query parameter of the search page's URL. */
export const QUERY_PARAM = 'q';

/**
 * The query, kept in the URL's `?q=` (shareable, survives a reload) without adding history entries,
 * cut to `maxLength`. The page is prerendered without a query string, so the render that hydrates it
 * shows no query either (reading `?q=` at once would be a hydration mismatch): it reads the URL once
 * mounted; a client-side navigation here (after hydration) reads it in its first render.
 */
export function useUrlQuery(maxLength: number): [string, (query: string) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const queryIn = (search: string) => (new URLSearchParams(search).get(QUERY_PARAM) ?? '').slice(0, maxLength);
  const [query, setQuery] = useState(() => (isBrowser ? queryIn(location.search) : ''));
  const [urlRead, setUrlRead] = useState(isBrowser);
  useEffect(() => {
    if (urlRead) return;
    setQuery(queryIn(location.search));
    setUrlRead(true);
    // Once, after the hydrating render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!urlRead) return;
    const params = new URLSearchParams(location.search);
    if ((params.get(QUERY_PARAM) ?? '') === query) return;
    if (query) params.set(QUERY_PARAM, query);
    else params.delete(QUERY_PARAM);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  }, [urlRead, query, history, location.pathname, location.search]);
  return [query, (next) => setQuery(next.slice(0, maxLength))];
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/** The hits of `query` so far (page after page, as `loadMore` asks), their total and the status. */
export function useSearchResults(query: string): {hits: SearchHit[]; nbHits: number; status: SearchStatus; loadMore?: () => void} {
  const client = useSearchPageClient();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [nbHits, setNbHits] = useState(0);
  const [page, setPage] = useState(0);
  const [nbPages, setNbPages] = useState(0);
  const [status, setStatus] = useState<SearchStatus>('idle');

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

  return {hits, nbHits, status, loadMore: status !== 'loading' && page + 1 < nbPages ? () => setPage(page + 1) : undefined};
}

/** A hit's place: its section, then its page (`Test API › Expect`). */
export function hitBreadcrumb(hit: SearchHit): string {
  return [hit.hierarchy.lvl0, hit.hierarchy.lvl1].filter(Boolean).join(' › ');
}

/** The hit's own heading, or for text the heading it sits under, highlighted. */
export function hitTitle(hit: SearchHit): string {
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const;
  const level = hit.type === 'content' ? levels.find((candidate) => hit.hierarchy[candidate]) : hit.type;
  return (level && (hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy[level])) || '';
}

/** The recent searches of the searched docs version and locale, and `remember`, which adds `query` when a result is opened. */
export function useRecentQueries(query: string): {recent: string[]; remember: () => void} {
  const {path: scope} = useSearchedVersion();
  const [recent, setRecent] = useState<string[]>([]);
  const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
  useEffect(() => setRecent(readRecentQueries(storage(), scope)), [scope]);
  const remember = useCallback(() => {
    const next = addRecentQuery(recent, query);
    setRecent(next);
    writeRecentQueries(storage(), scope, next);
  }, [recent, query, scope]);
  return {recent, remember};
}
