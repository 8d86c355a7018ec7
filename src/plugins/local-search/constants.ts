// Shared by the config (Node), the plugin and the SearchBar wrapper (browser).
import {addTrailingSlash} from '@docusaurus/utils-common';

/** The Algolia app id the config sets when no credentials are given: the modal then searches the local index. */
export const LOCAL_SEARCH_APP_ID = 'LOCAL';
/**
 * The index file the build writes for each locale and docs version, at the version's root:
 * `/search-index.json` and `/zh/search-index.json` for the current docs (and the pages that are
 * not docs), `/0.5/search-index.json` and `/zh/0.5/search-index.json` for 0.5.
 */
export const LOCAL_SEARCH_INDEX_FILE = 'search-index.json';
/** Beside each index: the rest of its long text blocks, fetched on the first search (search/indexFile.ts). */
export const LOCAL_SEARCH_REST_FILE = 'search-index.rest.json';

/** The URL of a docs version's index, from the version's path (`/zh/0.5` → `/zh/0.5/search-index.json`). */
export function localSearchIndexPath(versionPath: string): string {
  return `${addTrailingSlash(versionPath)}${LOCAL_SEARCH_INDEX_FILE}`;
}

/** The URL of the rest file beside an index (`/zh/search-index.json` → `/zh/search-index.rest.json`). */
export function localSearchRestPath(indexPath: string): string {
  return indexPath.replace(/[^/]*$/, LOCAL_SEARCH_REST_FILE);
}

/**
 * Dispatched on `window` when an index has grown (the head's text blocks, then the rest file, have
 * joined it): the DocSearch modal searches its query again (src/patches/docsearch-modal, fix 4), so
 * that its hits and "See all N results" are in the end the whole index's, as on /search. A
 * CustomEvent whose `detail` (LocalSearchUpdate) says whether the index is now whole.
 */
export const LOCAL_SEARCH_UPDATED_EVENT = 'local-search:index-updated';
export interface LocalSearchUpdate {
  /** The rest has joined: the index answers from all its text. */
  complete: boolean;
}
