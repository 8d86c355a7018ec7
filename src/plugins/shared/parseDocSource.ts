// Parses a doc's source (.md or .mdx) the way Docusaurus reads it for this site (MDX, GFM,
// admonition directives, front matter, `{#id}` heading ids of markdown.mdx1Compat) into an mdast
// tree. Node side only; used by the Markdown export and the overview plugins.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {admonitionTitleToDirectiveLabel, createSlugger, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import type {Heading, PhrasingContent, Root} from 'mdast';

/** The admonition keywords of the classic theme (`:::tip` …). */
export const ADMONITION_KEYWORDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionKeyword = (typeof ADMONITION_KEYWORDS)[number];

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The same preprocessing as @docusaurus/mdx-loader: escaped `{#id}`, `:::tip Title` → `:::tip[Title]`. */
export function preprocessDocSource(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source), [...ADMONITION_KEYWORDS]);
}

export function parseDocSource(source: string): Root {
  return parser.parse(preprocessDocSource(source));
}

const HEADING_ID = /\s*\{#([^}]+)\}\s*$/;

/**
 * Removes a trailing `{#id}` from a heading's last text node and returns the id, if any.
 * Mutates the heading.
 */
export function takeHeadingId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1] as PhrasingContent | undefined;
  if (!last || last.type !== 'text') return undefined;
  const match = HEADING_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1];
}

export type DocHeading = {
  depth: number;
  /** The heading as plain text (inline code without backticks), as the outline shows it. */
  text: string;
  /** The anchor Docusaurus gives it: the explicit `{#id}`, otherwise its slug. */
  id: string;
};

/**
 * The headings of a doc (depth 2 to 6; the h1 is the title) with the anchors Docusaurus gives
 * them: one slugger per doc, in document order, so repeated headings get `-1`, `-2`.
 */
export function docHeadings(source: string): DocHeading[] {
  // Parsing is the slow part of a site reload in `npm start` (every overview lists every doc of
  // its sidebar): a source that has not changed since it was last read keeps its headings.
  const cached = headingsBySource.get(source);
  if (cached) return cached;
  // Frozen: every caller shares the one list.
  const headings = Object.freeze(parseHeadings(source).map((heading) => Object.freeze(heading))) as DocHeading[];
  headingsBySource.set(source, headings);
  return headings;
}

const headingsBySource = new Map<string, DocHeading[]>();

function parseHeadings(source: string): DocHeading[] {
  const slugger = createSlugger();
  const headings: DocHeading[] = [];
  const visit = (node: {type: string; children?: unknown[]}): void => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const explicitId = takeHeadingId(heading);
      const text = toString(heading).trim();
      const id = explicitId ?? slugger.slug(text, {maintainCase: false});
      if (heading.depth > 1) headings.push({depth: heading.depth, text, id});
      return;
    }
    // Headings only occur at the top level or inside containers (lists, admonitions, JSX).
    for (const child of (node.children ?? []) as {type: string; children?: unknown[]}[]) visit(child);
  };
  visit(parseDocSource(source));
  return headings;
}
