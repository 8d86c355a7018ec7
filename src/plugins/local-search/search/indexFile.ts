// The index files of one locale and docs version, written by the build and read in the browser.
// Records repeat their page's URL and headings; the files hold each page once, its headings and
// text blocks in page order, and `unpackRecords` rebuilds DocSearch's records from them.
//
// The text is split in two files so that opening the search fetches the smaller one:
// - `search-index.json` (the head): every page, heading, and the first `LEAD_WIDTH` columns of
//   each text block (its lead), loaded when the modal opens;
// - `search-index.rest.json`: the rest of the longer blocks, loaded on the first search and
//   merged into the index (a block's lead and rest are one record).
import {HIERARCHY_LEVELS, type Hierarchy, type RecordType, type SearchRecord} from './types';
import {isCjk} from './tokenize';

/**
 * The lead of a text block, in columns (a Chinese character is two): about 12 English or 19
 * Chinese words, more than the 10-word snippet the modal shows. The widest lead that keeps what
 * opening the modal fetches for the search (the head, the engine and the client's code) under 150
 * KB gzip in both locales (`npm run bench:check` measures it; the Chinese head is the heavier:
 * 139.9 KB at 80 columns with 0.12's pages of issue 44, 137.2 KB at 76).
 */
export const LEAD_WIDTH = 76;

/** A heading: [level 2..6, text, anchor]; a text block: its lead. */
export type PackedBlock = [level: number, text: string, anchor: string | null] | string;
/** [path, section (lvl0), title (lvl1), blocks, search weight when not 1]. */
export type PackedPage = [path: string, section: string, title: string, blocks: PackedBlock[], weight?: number];

export interface SearchIndexFile {
  version: 2;
  locale: string;
  /** The site's origin: records' URLs are absolute (DocSearch parses them with `new URL`). */
  site: string;
  pages: PackedPage[];
}

export interface SearchRestFile {
  version: 2;
  /** [record number, the rest of its text] for each block longer than its lead. */
  rest: Array<[record: number, text: string]>;
}

/** Where a block's lead ends: the first `LEAD_WIDTH` columns, cut before a word, not inside one. */
export function leadLength(text: string, width = LEAD_WIDTH): number {
  let columns = 0;
  let at = 0;
  for (const char of text) {
    columns += isCjk(char) ? 2 : 1;
    if (columns > width) break;
    at += char.length;
  }
  if (at >= text.length) return text.length;
  // Back to the last space, unless the text is Chinese there (no spaces between words).
  const space = text.lastIndexOf(' ', at);
  return space > at / 2 && !isCjk(text[at]) ? space : at;
}

/** The records of a locale and version, packed into the head and the rest. */
export function packRecords(
  records: SearchRecord[],
  {locale, site, leadWidth = LEAD_WIDTH}: {locale: string; site: string; leadWidth?: number},
): {head: SearchIndexFile; rest: SearchRestFile} {
  const pages: PackedPage[] = [];
  const rest: SearchRestFile['rest'] = [];
  records.forEach((record, number) => {
    const path = new URL(record.url_without_anchor).pathname;
    if (record.type === 'lvl1') {
      const page: PackedPage = [path, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', []];
      if (record.weight !== undefined) page.push(record.weight);
      pages.push(page);
      return;
    }
    const blocks = pages[pages.length - 1]?.[3];
    if (!blocks || pages[pages.length - 1][0] !== path) throw new Error(`packRecords: ${record.objectID} does not follow its page's title record`);
    if (record.type === 'content') {
      const text = record.content ?? '';
      const lead = record.output || record.restOnly ? 0 : leadLength(text, leadWidth);
      blocks.push(text.slice(0, lead));
      if (lead < text.length) rest.push([number, text.slice(lead)]);
    } else {
      blocks.push([Number(record.type.slice(3)), record.hierarchy[record.type] ?? '', record.anchor]);
    }
  });
  return {head: {version: 2, locale, site, pages}, rest: {version: 2, rest}};
}

/** DocSearch's records from the head (text blocks hold their lead until `mergeRest`). */
export function unpackRecords(file: SearchIndexFile): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const [path, section, title, blocks, weight] of file.pages) {
    const url = new URL(path, file.site).href;
    const hierarchy = Object.fromEntries(HIERARCHY_LEVELS.map((level) => [level, null])) as Hierarchy;
    hierarchy.lvl0 = section;
    hierarchy.lvl1 = title;
    let anchor: string | null = null;
    const first = records.length;
    const push = (type: RecordType, content: string | null) => {
      records.push({
        objectID: `${path}#${records.length - first}`,
        type,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        hierarchy: {...hierarchy},
        content,
        ...(weight === undefined ? {} : {weight}),
      });
    };
    push('lvl1', null);
    for (const block of blocks) {
      if (typeof block === 'string') {
        push('content', block);
        continue;
      }
      const [level, text, blockAnchor] = block;
      for (let deeper = level; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      hierarchy[`lvl${level}` as keyof Hierarchy] = text;
      anchor = blockAnchor ?? anchor;
      push(`lvl${level}` as RecordType, null);
    }
  }
  return records;
}

/** Appends each block's rest to its record; returns the numbers of the records it changed. */
export function mergeRest(records: SearchRecord[], file: SearchRestFile): number[] {
  return file.rest.map(([number, text]) => {
    records[number].content = (records[number].content ?? '') + text;
    return number;
  });
}
