// Node side: turns one built HTML page into DocSearch records, the way DocSearch's crawler
// reads a Docusaurus page: lvl0 is the sidebar category (else the active navbar section), lvl1
// the page title, lvl2..lvl6 the headings h2..h6, and a `content` record for each block of text
// (paragraph, list item, table cell, definition) under the heading it follows.
import {load, type CheerioAPI} from 'cheerio';
import {parseDocument} from 'htmlparser2';
import type {AnyNode, Element} from 'domhandler';
import {HIERARCHY_LEVELS, type Hierarchy, type SearchRecord} from './search/types';

/** Blocks of text that become `content` records (their nested blocks become their own records). */
const TEXT_BLOCKS = 'p, li, tr, dd';
/** The cells of a table row are one record: "name — description". */
const CELL_SEPARATOR = ' — ';
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/**
 * Parts of the page that are not prose: anchors' "#" links, buttons, the mobile TOC, and the bar
 * under the title (Copy Markdown and the "Open in ChatGPT/Claude" menu, two records per page).
 * Code is handled below.
 */
const SKIPPED = '.hash-link, button, svg, script, style, .theme-doc-toc-mobile, [data-doc-title-bar]';
/**
 * Code blocks of program output (`text`: error messages, console output) are indexed, in the rest
 * file only: readers paste such messages into the search. Source code is not indexed.
 */
const OUTPUT_CODE_BLOCKS = '.theme-code-block.language-text';
/** Longer text blocks are cut: the snippet shows 10 words, the rest only costs index size. */
export const MAX_CONTENT_LENGTH = 600;

function cleanText(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/** Whether the page asks not to be indexed (unlisted docs, test fixtures). */
export function isNoIndex($: CheerioAPI): boolean {
  return /noindex/i.test($('meta[name="robots"]').attr('content') ?? '');
}

/**
 * The page's weight in the local search, from `<meta name="search-weight" content="0.5">` (an MDX
 * page writes it in `<head>`): a release-notes page mentions every feature in passing, and would
 * otherwise outrank the feature's own page on short queries. Between 0 and 1; 1 when absent.
 */
export function searchWeight($: CheerioAPI, url: string): number {
  const content = $('meta[name="search-weight"]').attr('content');
  if (content === undefined) return 1;
  const weight = Number(content);
  if (!(weight > 0 && weight <= 1)) throw new Error(`local-search: ${url} has <meta name="search-weight" content="${content}">; the weight must be a number above 0 and at most 1.`);
  return weight;
}

function sectionName($: CheerioAPI, fallback: string): string {
  const crumbs = $('.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
    .map((_, element) => cleanText($(element).text()))
    .get()
    .filter(Boolean);
  if (crumbs.length > 0) return crumbs[crumbs.length - 1];
  const navbarSection = cleanText($('.navbar__link--active').first().text());
  return navbarSection || fallback;
}

function emptyHierarchy(lvl0: string): Hierarchy {
  const hierarchy = Object.fromEntries(HIERARCHY_LEVELS.map((level) => [level, null])) as Hierarchy;
  hierarchy.lvl0 = lvl0;
  return hierarchy;
}

/** The text of a block without the blocks nested in it (they are records of their own). */
function ownText($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find(TEXT_BLOCKS).remove();
  return cleanText(copy.text());
}

export interface PageRecordsOptions {
  /** The page's absolute URL, without a hash. */
  url: string;
  /** lvl0 when the page has neither a sidebar category nor an active navbar item. */
  fallbackSection: string;
}

/** The records of one built page, in page order; none for pages without doc content or marked noindex. */
export function buildPageRecords(html: string, {url, fallbackSection}: PageRecordsOptions): SearchRecord[] {
  // htmlparser2, not cheerio's default parse5: the build's HTML is well formed, both give these
  // records alike (every page of the site and the test fixtures), and it parses 3 times as fast.
  const $ = load(parseDocument(html));
  if (isNoIndex($)) return [];
  const markdown = $('article .theme-doc-markdown, article .markdown').first();
  if (markdown.length === 0) return [];
  markdown.find(SKIPPED).remove();
  // Of the code, only program output stays, without its title bar.
  markdown.find('.theme-code-block, pre').not(OUTPUT_CODE_BLOCKS).not(`${OUTPUT_CODE_BLOCKS} pre`).remove();
  markdown.find(`${OUTPUT_CODE_BLOCKS} [class*="codeBlockTitle"]`).remove();

  const pathname = new URL(url).pathname;
  const weight = searchWeight($, url);
  const hierarchy = emptyHierarchy(sectionName($, fallbackSection));
  const title = cleanText(markdown.find('h1').first().text()) || cleanText($('title').text().split('|')[0]);
  hierarchy.lvl1 = title;
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  const push = (record: Omit<SearchRecord, 'objectID' | 'url' | 'url_without_anchor' | 'anchor' | 'hierarchy'>) => {
    records.push({
      objectID: `${pathname}#${records.length}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      hierarchy: {...hierarchy},
      ...record,
      ...(weight === 1 ? {} : {weight}),
    });
  };
  push({type: 'lvl1', content: null});
  // The page's description (front matter, else Docusaurus's first paragraph): what the page is
  // about, in the writer's words. A text record at the top of the page, so that it ranks the page
  // itself (the engine's `page` field), not one of its sections. In the rest file only: in the head
  // it took the Chinese head over the 150 KB that opening the modal may fetch (bench:check).
  const description = cleanText($('meta[name="description"]').attr('content') ?? '');
  const firstBlock = cleanText(markdown.find(TEXT_BLOCKS).first().text());
  if (description && !firstBlock.startsWith(description.replace(/…$/, ''))) {
    push({type: 'content', content: description.length > MAX_CONTENT_LENGTH ? `${description.slice(0, MAX_CONTENT_LENGTH)}…` : description, restOnly: true});
  }

  markdown.find(`${HEADINGS}, ${TEXT_BLOCKS}, ${OUTPUT_CODE_BLOCKS}`).each((_, node: AnyNode) => {
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if ($(element).is(OUTPUT_CODE_BLOCKS)) {
      const lines = $(element).find('.token-line').map((_, line) => cleanText($(line).text())).get().filter(Boolean);
      const text = lines.join(' ');
      if (text) push({type: 'content', content: text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH)}…` : text, output: true});
      return;
    }
    if (/^h[1-6]$/.test(tag)) {
      const level = Number(tag[1]);
      if (level === 1) return;
      const text = cleanText($(element).text());
      const id = $(element).attr('id');
      if (!text) return;
      for (let deeper = level; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      hierarchy[`lvl${level}` as keyof Hierarchy] = text;
      anchor = id ?? anchor;
      push({type: `lvl${level}` as SearchRecord['type'], content: null});
      return;
    }
    let text = ownText($, element);
    if (tag === 'tr') {
      // Header rows (th only) are labels, not content.
      const cells = $(element).children('td').map((_, cell) => cleanText($(cell).text())).get();
      text = cells.filter(Boolean).join(CELL_SEPARATOR);
    }
    if (tag === 'dd') {
      const term = cleanText($(element).prevAll('dt').first().text());
      if (term) text = `${term}: ${text}`;
    }
    if (!text) return;
    // A page that mentions much in passing (a search weight below 1) answers with its titles and
    // headings from the head, and with its text once the rest has loaded: its leads are not worth
    // what they cost the first answer's download (the Chinese head is held under 150 KB, bench:check).
    push({type: 'content', content: text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH)}…` : text, ...(weight < 1 ? {restOnly: true} : {})});
  });
  return records;
}
