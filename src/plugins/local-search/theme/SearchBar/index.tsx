// Wraps theme-search-algolia's DocSearch bar (through this plugin's alias, STOCK_SEARCH_BAR in
// ../../index.ts: `@theme-init/SearchBar` is theme-classic's empty placeholder): the local index as
// backend when no Algolia credentials are set, the spec's modal values (snippets, group size,
// recent searches), the report link of the no-results screen, shortcuts that are never missed
// (../../client/useSearchShortcuts.ts), Tab kept inside the modal, the searched docs version in
// the modal's footer, the local index warmed up on the button's hover, touch or focus, the
// searching state and recent searches per locale and version (../../client/searchActivity.ts),
// and the modal's look.
import React, {lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import StockSearchBar from '@theme-search-algolia/SearchBar';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LOCAL_SEARCH_APP_ID} from '../../constants';
import {useSearchedVersion} from '../../client/useSearchedVersion';
import {createLazyLocalSearchClient, warmUpLocalSearch} from '../../client/lazyLocalSearchClient';
import {
  attributesToSnippet,
  HITS_PER_PAGE,
  MAX_RESULTS_PER_GROUP,
  missingResultsUrl,
  MOBILE_MEDIA_QUERY,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
  SNIPPET_WORDS,
  SNIPPET_WORDS_MOBILE,
  type SearchThemeConfig,
} from '../../client/searchOptions';
import {useSearchShortcuts} from '../../client/useSearchShortcuts';
import {useModalFocusTrap} from '../../client/useModalFocusTrap';
import {useWarmUpOnIntent} from '../../client/useWarmUpOnIntent';
import {scopedIndexName, trackSearches} from '../../client/searchActivity';

/** The modal's additions (./ModalAdditions.tsx), loaded once the modal is wanted. */
const ModalAdditions = lazy(() => import(/* webpackChunkName: "search-modal-additions" */ './ModalAdditions'));
import './styles.css';

interface SearchClient {
  addAlgoliaAgent(segment: string, version?: string): void;
  search(params: unknown, ...rest: unknown[]): Promise<unknown>;
}

function useSnippetWords(): number {
  const [words, setWords] = useState(SNIPPET_WORDS);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_MEDIA_QUERY);
    const update = () => setWords(media.matches ? SNIPPET_WORDS_MOBILE : SNIPPET_WORDS);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return words;
}

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const themeConfig = siteConfig.themeConfig as unknown as {algolia: {appId: string; indexName: string; searchParameters?: object}} & SearchThemeConfig;
  const local = themeConfig.algolia.appId === LOCAL_SEARCH_APP_ID;
  // The index of the docs version being read (/0.5/ pages search 0.5).
  const {indexUrl, label: versionLabel, path: versionPath} = useSearchedVersion();
  const newIssueUrl = themeConfig.search?.newIssueUrl;
  const snippetWords = useSnippetWords();
  useSearchShortcuts();
  useModalFocusTrap();

  // Whether the modal has been wanted: its additions load from then on. Set after the current
  // render (DocSearch calls transformSearchClient while rendering the modal).
  const [modalWanted, setModalWanted] = useState(false);
  const wantModal = useCallback(() => queueMicrotask(() => setModalWanted(true)), []);
  // Starts the search worker and has it index the head (once per index; a failure is retried on the next call).
  const warmUp = useCallback(() => {
    wantModal();
    warmUpLocalSearch(indexUrl);
  }, [indexUrl, wantModal]);
  // The pointer over the search button, a touch or focus on it: the index is built while the reader opens the modal.
  useWarmUpOnIntent(warmUp, local);

  // DocSearch calls this once when the modal opens: the moment to load the local index at the latest (the shortcut).
  const transformSearchClient = useCallback(
    (client: SearchClient) => {
      wantModal();
      if (local) {
        warmUp();
        return trackSearches(createLazyLocalSearchClient(indexUrl));
      }
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return trackSearches(client);
    },
    [local, indexUrl, warmUp, wantModal, siteMetadata.docusaurusVersion],
  );
  const searchParameters = useMemo(
    () => ({
      ...themeConfig.algolia.searchParameters,
      hitsPerPage: HITS_PER_PAGE,
      attributesToSnippet: attributesToSnippet(snippetWords),
    }),
    [themeConfig.algolia.searchParameters, snippetWords],
  );
  const getMissingResultsUrl = useMemo(
    () =>
      newIssueUrl
        ? ({query}: {query: string}) => missingResultsUrl(newIssueUrl, query, window.location.href)
        : undefined,
    [newIssueUrl],
  );

  return (
    <>
      {/* The footer's "Powered by Algolia" is hidden for the local backend (./styles.css). */}
      {local && (
        <Head>
          <html data-search-backend="local" />
        </Head>
      )}
      <StockSearchBar
        indexName={scopedIndexName(themeConfig.algolia.indexName, versionPath)}
        transformSearchClient={transformSearchClient}
        searchParameters={searchParameters}
        maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
        recentSearchesLimit={RECENT_SEARCHES_LIMIT}
        recentSearchesWithFavoritesLimit={RECENT_SEARCHES_WITH_FAVORITES_LIMIT}
        getMissingResultsUrl={getMissingResultsUrl}
      />
      {modalWanted && (
        <Suspense fallback={null}>
          <ModalAdditions versionLabel={versionLabel} local={local} />
        </Suspense>
      )}
    </>
  );
}
