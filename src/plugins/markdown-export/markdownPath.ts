// Where a page's Markdown lives (spec 7 "Page Markdown": the page's path with its extension
// changed to `.md`). Shared by the build (postBuild writes the files) and the browser (the copy
// button fetches them), so both always agree. No Node-only code here.

export const MARKDOWN_EXTENSION = '.md';
const INDEX_FILE = `index${MARKDOWN_EXTENSION}`;

/**
 * The URL path of a page's Markdown: `/guide/start/quick-start` → `/guide/start/quick-start.md`,
 * and a route ending in `/` (an index page) → `<route>index.md` (`/guide/start/` →
 * `/guide/start/index.md`). Query and hash are dropped.
 */
export function markdownPathFor(permalink: string): string {
  const pathname = permalink.split(/[?#]/)[0] || '/';
  return pathname.endsWith('/') ? `${pathname}${INDEX_FILE}` : `${pathname}${MARKDOWN_EXTENSION}`;
}

/** Joins the site origin (`siteConfig.url`, no trailing slash needed) and a root-relative path. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
}
