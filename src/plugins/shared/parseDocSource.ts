// Parses a doc's source (.md or .mdx) the way Docusaurus reads it for this site (MDX, GFM,
// admonition directives, front matter, `{#id}` heading ids of markdown.mdx1Compat) into an mdast
// tree. Node side only; used by the Markdown export and the overview plugins, which share one parse
// per source (parsedDoc).
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {admonitionTitleToDirectiveLabel, createSlugger, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import type {Heading, PhrasingContent, Root} from 'mdast';
import {processShared} from './processShared';

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

/**
 * How many parsed sources stay cached: every doc of both locales and versions of one build (about
 * 330), with room for the sources a long `npm start` session saves. Older entries are dropped
 * first. A tree takes about 0.1 MB.
 */
export const PARSED_DOCS_CACHED = 800;

type BoundedCache<V> = {get: (key: string) => V | undefined; set: (key: string, value: V) => void};

/**
 * A map that keeps its newest PARSED_DOCS_CACHED entries, one per name in the process: the
 * overview and the Markdown export each load their own instance of this file (processShared).
 */
function boundedCache<V>(name: string): BoundedCache<V> {
  return processShared(`parseDocSource.${name}`, () => createBoundedCache<V>());
}

function createBoundedCache<V>(): BoundedCache<V> {
  const entries = new Map<string, V>();
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
      if (entries.size > PARSED_DOCS_CACHED) entries.delete(entries.keys().next().value as string);
    },
  };
}

const treesBySource = boundedCache<Root>('trees');

/**
 * A doc's tree, parsed once per source: the overview reads the headings of the docs it lists while
 * the site loads, and the Markdown export converts every doc after the build; a doc both read is
 * parsed once. The tree is shared: read it, or change a copy (`structuredClone`).
 */
export function parsedDoc(source: string): Root {
  const cached = treesBySource.get(source);
  if (cached) return cached;
  const tree = parseDocSource(source);
  treesBySource.set(source, tree);
  return tree;
}

const HEADING_ID = /\s*\{#([^}]+)\}\s*$/;

/** A heading's explicit `{#id}` and its children without it; the heading itself is left as it is. */
export function splitHeadingId(heading: Heading): {id: string | undefined; children: PhrasingContent[]} {
  const last = heading.children[heading.children.length - 1] as PhrasingContent | undefined;
  const match = last?.type === 'text' ? HEADING_ID.exec(last.value) : null;
  if (!last || last.type !== 'text' || !match) return {id: undefined, children: heading.children};
  const rest = last.value.slice(0, match.index);
  const children = heading.children.slice(0, -1);
  if (rest !== '') children.push({...last, value: rest});
  return {id: match[1], children};
}

/**
 * Removes a trailing `{#id}` from a heading's last text node and returns the id, if any.
 * Mutates the heading.
 */
export function takeHeadingId(heading: Heading): string | undefined {
  const {id, children} = splitHeadingId(heading);
  heading.children = children;
  return id;
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

const headingsBySource = boundedCache<DocHeading[]>('headings');

function parseHeadings(source: string): DocHeading[] {
  const slugger = createSlugger();
  const headings: DocHeading[] = [];
  const visit = (node: {type: string; children?: unknown[]}): void => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      // The tree is shared (parsedDoc): read the heading without its `{#id}`, do not change it.
      const {id: explicitId, children} = splitHeadingId(heading);
      const text = toString({...heading, children}).trim();
      const id = explicitId ?? slugger.slug(text, {maintainCase: false});
      if (heading.depth > 1) headings.push({depth: heading.depth, text, id});
      return;
    }
    // Headings only occur at the top level or inside containers (lists, admonitions, JSX).
    for (const child of (node.children ?? []) as {type: string; children?: unknown[]}[]) visit(child);
  };
  visit(parsedDoc(source));
  return headings;
}
