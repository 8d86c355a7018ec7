/// <reference types="@docusaurus/module-type-aliases" />

// theme-search-algolia's SearchBar, which theme/SearchBar wraps (the alias is set in index.ts, STOCK_SEARCH_BAR).
// Since Docusaurus 3.9 it takes DocSearch's props; its own d.ts types it without props.
declare module '@theme-search-algolia/SearchBar' {
  import type {ComponentType} from 'react';

  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}
