// Shared by the config (Node), the plugin and the SearchBar wrapper (browser).

/** The Algolia app id the config sets when no credentials are given: the modal then searches the local index. */
export const LOCAL_SEARCH_APP_ID = 'LOCAL';
/** The index file the build writes at the root of each locale's output (`/search-index.json`, `/zh/search-index.json`). */
export const LOCAL_SEARCH_INDEX_FILE = 'search-index.json';
