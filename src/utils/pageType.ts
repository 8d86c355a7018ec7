/**
 * The `pageType` frontmatter of MDX pages (spec section 2, "Page types"). `doc` is the stock
 * Docusaurus page (content with its outline); `home` is the landing layout; `custom` keeps the
 * navbar and footer around content the page lays out itself; `blank` has no navbar and no footer.
 * Doc pages are always `doc`, and the 404 page is the theme's NotFound.
 */
export const MDX_PAGE_TYPES = ['doc', 'home', 'custom', 'blank'] as const;
export type MdxPageType = (typeof MDX_PAGE_TYPES)[number];

export const DEFAULT_MDX_PAGE_TYPE: MdxPageType = 'doc';

/** The page type a frontmatter asks for; a page without one (or with an unknown one) is a `doc`. */
export function pageTypeOf(frontMatter: Readonly<Record<string, unknown>>): MdxPageType {
  const value = frontMatter.pageType;
  return (MDX_PAGE_TYPES as readonly unknown[]).includes(value) ? (value as MdxPageType) : DEFAULT_MDX_PAGE_TYPE;
}

/** The hero of a home page: `hero: {name, text}` in its frontmatter. */
export type HeroFrontMatter = {
  name: string;
  text: string;
};

/** The frontmatter's hero when it has a non-empty `name`; `text` may be empty. */
export function heroOf(frontMatter: Readonly<Record<string, unknown>>): HeroFrontMatter | undefined {
  const hero = frontMatter.hero;
  if (typeof hero !== 'object' || hero === null) return undefined;
  const {name, text} = hero as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  return {name, text: typeof text === 'string' ? text : ''};
}
