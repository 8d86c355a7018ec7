import React from 'react';

// Stands in for @docusaurus/theme-common: the few exports our components use. Tests change
// `themeConfig` to try another site configuration.
export const themeConfig: Record<string, unknown> & {tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number}} = {
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
};

export function useThemeConfig(): typeof themeConfig {
  return themeConfig;
}

export const ThemeClassNames = {
  wrapper: {mdxPages: 'mdx-wrapper'},
  page: {mdxPage: 'mdx-page'},
  common: {backToTopButton: 'theme-back-to-top-button'},
  docs: {docMarkdown: 'theme-doc-markdown'},
};

export function HtmlClassNameProvider({className, children}: {className?: string; children: React.ReactNode}): React.JSX.Element {
  return <div data-html-class={className}>{children}</div>;
}

export function PageMetadata({title, description}: {title?: string; description?: string}): React.JSX.Element {
  return <div data-page-metadata={title} data-description={description} />;
}

export function UnlistedMetadata(): React.JSX.Element {
  return <div data-unlisted-metadata />;
}

/** The history store's selector, on the window's location (a test sets it with history.replaceState). */
export function useHistorySelector<T>(selector: (history: {location: {pathname: string; search: string; hash: string}}) => T): T {
  const {pathname, search, hash} = window.location;
  return selector({location: {pathname, search, hash}});
}
