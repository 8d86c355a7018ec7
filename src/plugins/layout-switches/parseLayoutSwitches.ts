/**
 * Which global parts of the layout a page hides, and why.
 *
 * - The URL query: `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` hide that part on the page
 *   they are on. Any other value (`navbar=1`, `navbar=abc`, `navbar=`) changes nothing.
 * - A doc's frontmatter: `navbar: false`, `sidebar: false`, `outline: false`, `footer: false`, and
 *   Docusaurus's own `hide_table_of_contents: true`, which hides the outline too.
 *
 * Both lists keep the order navbar, sidebar, outline, footer.
 */

export type LayoutPart = 'navbar' | 'sidebar' | 'outline' | 'footer';

/** The frontmatter keys read here; a doc's other keys are ignored. */
export type LayoutFrontMatter = {
  navbar?: unknown;
  sidebar?: unknown;
  outline?: unknown;
  footer?: unknown;
  hide_table_of_contents?: unknown;
};

export type LayoutSwitches = {
  /** Parts hidden by the URL query. */
  query: LayoutPart[];
  /** Parts hidden by the doc's frontmatter. */
  frontMatter: LayoutPart[];
};

/**
 * `<html>` attribute listing the parts the URL query hides (`navbar outline`). Set before paint
 * by the plugin's head script, kept in step with the URL by its client module.
 */
export const LAYOUT_HIDE_ATTRIBUTE = 'data-layout-hide';

/**
 * `<html>` attribute listing the parts a doc's frontmatter hides. Rendered with the doc page
 * (server-side too), removed when the reader leaves it.
 */
export const LAYOUT_PAGE_HIDE_ATTRIBUTE = 'data-layout-page-hide';

/**
 * Self-contained on purpose: it refers to nothing outside its body, because the plugin inlines
 * its source in the `<head>` script that applies the query before the first paint. Keep it so
 * (no imports, no module-level constants, no spread or `for…of` that a compiler could turn into
 * helper calls).
 */
export function parseLayoutSwitches(search: string, frontMatter?: LayoutFrontMatter | null): LayoutSwitches {
  const PARTS: LayoutPart[] = ['navbar', 'sidebar', 'outline', 'footer'];
  /** The one query value that hides a part. */
  const HIDDEN_QUERY_VALUE = '0';
  /** The one frontmatter value that hides a part. */
  const HIDDEN_FRONT_MATTER_VALUE = false;

  const params = new URLSearchParams(search);
  const page = frontMatter || {};
  return {
    query: PARTS.filter((part) => params.get(part) === HIDDEN_QUERY_VALUE),
    frontMatter: PARTS.filter(
      (part) =>
        page[part] === HIDDEN_FRONT_MATTER_VALUE || (part === 'outline' && page.hide_table_of_contents === true),
    ),
  };
}
