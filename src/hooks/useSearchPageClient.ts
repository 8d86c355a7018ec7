import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LOCAL_SEARCH_APP_ID} from '@site/src/plugins/local-search/constants';
import {useSearchedVersion} from '@site/src/plugins/local-search/client/useSearchedVersion';
import {createLocalSearchClient} from '@site/src/plugins/local-search/client/localSearchClient';
import type {SearchRequest, SearchResponse} from '@site/src/plugins/local-search/search/types';

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
