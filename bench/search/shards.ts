// Would sharding the index's rest let a later query fetch less than the whole rest? (issue 35,
// "What to build" 2; `npm run bench:search -- --shards`, after `npx docusaurus build`; the answer
// and the figures are in maintainers/search.md, "Sharding the rest: measured, not built".)
//
// For each locale, on the built head and rest, and for every reader query of
// tests/search-quality/queries.json, the gzip -9 bytes that the query would fetch after the
// first answer (the term map, then the shards it needs), as the first later query, against the
// whole rest file. Two designs:
//
// - pages: the rest cut into K files of whole pages (contiguous runs in route order, about the
//   same gzip size each), and a term map: each term whose count in some record (in any field of
//   the engine's documents, `toDocs`) the rest changes, with the bitmask of the shards that change
//   it, plus per shard the distinct terms its rest adds to each field (without them, a field
//   whose rest is missing is shorter, which changes every BM25 score of its record). A query
//   needs the shards of every term MiniSearch would look up for it (`queryLookups`: its terms,
//   the terms they start, the terms within its typos), so that it ranks as with the whole rest.
// - term ranges: what the rest adds as postings (term → [record × 4 + field, count]) rather than
//   text, cut into K alphabetical ranges of terms, and a table: each range's first term and the
//   rest's Latin terms (typos expand among them). A query needs the ranges of the terms it would
//   look up; also measured typed key by key (each prefix of the query asks for its ranges). Hits
//   found in a rest would show their lead as snippet (the text itself is not fetched).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {createSearchIndex, markTerm, queryLookups, SEARCH_OPTIONS, toDocs, type LocalSearchIndex} from '../../src/plugins/local-search/search/engine';
import {mergeRest, unpackRecords, type SearchIndexFile, type SearchRestFile} from '../../src/plugins/local-search/search/indexFile';
import {terms} from '../../src/plugins/local-search/search/tokenize';

const FIELDS = ['title', 'headings', 'content', 'page'] as const;
const kb = (value: unknown) => zlib.gzipSync(typeof value === 'string' ? value : JSON.stringify(value), {level: 9}).length / 1024;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

function counts(list: string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const term of list) found.set(term, (found.get(term) ?? 0) + 1);
  return found;
}

interface Change {
  /** The page (URL) of the record. */
  page: string;
  key: number;
  /** Terms (as indexed) whose count the rest changes, with their count in the whole text. */
  terms: Map<string, number>;
  /** Distinct terms the rest adds to the field (can be negative: a Chinese lead cut inside a word). */
  added: number;
  /** Distinct terms of the whole field. */
  distinct: number;
}

/** What the rest changes in the engine's documents, per record and field. */
function changes(head: SearchIndexFile, rest: SearchRestFile): {list: Change[]} {
  const lead = unpackRecords(head);
  const whole = lead.map((record) => ({...record}));
  mergeRest(whole, rest);
  const leadDocs = toDocs(lead);
  const wholeDocs = toDocs(whole);
  const list: Change[] = [];
  wholeDocs.forEach((doc, id) => {
    FIELDS.forEach((field, fieldNumber) => {
      const after = counts(terms(doc[field]).map(markTerm));
      if (leadDocs[id][field] === doc[field]) return;
      const before = counts(terms(leadDocs[id][field]).map(markTerm));
      const changed = new Map<string, number>();
      for (const term of new Set([...before.keys(), ...after.keys()])) if (before.get(term) !== after.get(term)) changed.set(term, after.get(term) ?? 0);
      list.push({page: whole[id].url_without_anchor, key: id * 4 + fieldNumber, terms: changed, added: after.size - before.size, distinct: after.size});
    });
  });
  return {list};
}

/** The shards (bitmask) of the terms a query would look up, in a map of term → bitmask. */
function needed(map: SearchableMap<number>, query: string): number {
  let mask = 0;
  for (const {term, prefix, typos} of queryLookups(query)) {
    mask |= map.get(term) ?? 0;
    if (prefix) for (const [, shards] of map.atPrefix(term)) mask |= shards;
    if (typos) for (const [shards] of map.fuzzyGet(term, typos).values()) mask |= shards;
  }
  return mask;
}

const shardsOf = (mask: number, k: number) => Array.from({length: k}, (_, shard) => shard).filter((shard) => mask & (1 << shard));

function byPages(rest: SearchRestFile, list: Change[], queries: string[], k: number) {
  const pages = new Map<string, SearchRestFile['rest']>();
  const pageOf = new Map(list.map((change) => [Math.floor(change.key / 4), change.page]));
  for (const entry of rest.rest) pages.set(pageOf.get(entry[0])!, [...(pages.get(pageOf.get(entry[0])!) ?? []), entry]);
  const sizes = [...pages.values()].map((entries) => kb(entries));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const shardOf = new Map<string, number>();
  const files: SearchRestFile['rest'][] = Array.from({length: k}, () => []);
  let before = 0;
  [...pages].forEach(([page, entries], i) => {
    const shard = Math.min(k - 1, Math.floor(((before + sizes[i] / 2) / total) * k));
    before += sizes[i];
    shardOf.set(page, shard);
    files[shard].push(...entries);
  });
  const masks = new Map<string, number>();
  const pads: number[][] = files.map(() => []);
  for (const change of list) {
    const shard = shardOf.get(change.page)!;
    for (const term of change.terms.keys()) masks.set(term, (masks.get(term) ?? 0) | (1 << shard));
    if (change.added > 0) pads[shard].push(change.key, change.added);
  }
  const byMask: Record<number, string[]> = {};
  for (const term of [...masks.keys()].sort()) (byMask[masks.get(term)!] ??= []).push(term.replace(/^\u0001+/, ''));
  const termMap = Object.fromEntries(Object.entries(byMask).map(([mask, words]) => [mask, words.join(' ')]));
  const termMapKb = kb({version: 2, shards: k, terms: termMap, pads});
  const shardKb = files.map((entries) => kb({version: 2, rest: entries}));
  const map = new SearchableMap<number>();
  for (const [term, mask] of masks) map.set(term, mask);
  const fetched: number[] = [];
  let all = 0;
  for (const query of queries) {
    const shards = shardsOf(needed(map, query), k);
    if (shards.length === k) all += 1;
    fetched.push(termMapKb + shards.reduce((sum, shard) => sum + shardKb[shard], 0));
  }
  return {termMapKb, padsKb: kb(pads), termCount: masks.size, shardKb, fetched, all};
}

function byTermRanges(list: Change[], queries: string[], k: number) {
  const postings = new Map<string, number[]>();
  for (const change of list) for (const [term, count] of change.terms) postings.set(term, [...(postings.get(term) ?? []), change.key, count]);
  const sorted = [...postings.keys()].sort();
  const lengths = sorted.map((term) => term.length + JSON.stringify(postings.get(term)).length);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const rangeOf = new Map<string, number>();
  let before = 0;
  sorted.forEach((term, i) => {
    rangeOf.set(term, Math.min(k - 1, Math.floor(((before + lengths[i] / 2) / total) * k)));
    before += lengths[i];
  });
  const rangeKb = Array.from({length: k}, (_, range) => kb(Object.fromEntries(sorted.filter((term) => rangeOf.get(term) === range).map((term) => [term, postings.get(term)]))));
  // The worker would know each range's first term (a query's terms and prefixes fall in ranges
  // found from these alone) and the rest's Latin terms (its typos expand among them; Chinese terms
  // have no typos).
  const starts = Array.from({length: k}, (_, range) => sorted.find((term) => rangeOf.get(term) === range) ?? '\uffff');
  const rangeAt = (term: string) => Math.max(0, starts.findLastIndex((first) => first <= term));
  const latin = sorted.filter((term) => !term.startsWith('\u0001'));
  const latinMap = new SearchableMap<number>();
  for (const term of latin) latinMap.set(term, rangeOf.get(term)!);
  const tableKb = kb({starts, latin: latin.join(' ')});
  const need = (query: string, ranges: Set<number>) => {
    for (const {term, prefix, typos} of queryLookups(query)) {
      ranges.add(rangeAt(term));
      if (prefix) for (let range = rangeAt(term); range <= rangeAt(`${term}\uffff`); range += 1) ranges.add(range);
      if (typos) for (const [range] of latinMap.fuzzyGet(term, typos).values()) ranges.add(range);
    }
    return ranges;
  };
  const size = (ranges: Set<number>) => tableKb + [...ranges].reduce((sum, range) => sum + rangeKb[range], 0);
  const fetched = queries.map((query) => size(need(query, new Set())));
  // Typed key by key in the modal, each answer's query asks for its ranges.
  const typed = queries.map((query) => {
    const ranges = new Set<number>();
    for (let end = 1; end <= query.length; end += 1) need(query.slice(0, end), ranges);
    return size(ranges);
  });
  return {postingsKb: kb(Object.fromEntries(sorted.map((term) => [term, postings.get(term)]))), tableKb, rangeKb, fetched, typed, rangeOf, need};
}


/**
 * The term-range design, simulated: for each query, an index whose changed fields hold the counts
 * of the whole rest for the terms of the ranges the query needs and the lead's for the others,
 * padded to the whole field's distinct terms; its first 3 pages against the whole rest's.
 */
async function termRangeEquivalence(head: SearchIndexFile, rest: SearchRestFile, list: Change[], queries: string[], k: number) {
  const ranges = byTermRanges(list, queries, k);
  const whole = createSearchIndex(head);
  await whole.addRest(rest);
  const lead = unpackRecords(head);
  const leadDocs = toDocs(lead);
  const base = new Map<string, string[]>();
  leadDocs.forEach((doc, id) => FIELDS.forEach((field, n) => base.set(`${id * 4 + n}`, terms(doc[field]))));
  const unmark = (term: string) => term.replace(/^\u0001{3}/, '');
  const top = (index: LocalSearchIndex, query: string) => {
    const pages: string[] = [];
    for (const result of index.rank(query)) {
      const page = index.records[result.id as number].url_without_anchor;
      if (!pages.includes(page)) pages.push(page);
      if (pages.length === 3) break;
    }
    return pages;
  };
  const differences: string[] = [];
  let unpadded = 0;
  let buildMs = 0;
  for (const query of queries) {
    const needed = ranges.need(query, new Set());
    const fields = new Map(base);
    for (const change of list) {
      const loaded = [...change.terms].filter(([term]) => needed.has(ranges.rangeOf.get(term)!));
      const kept = new Set(loaded.map(([term]) => unmark(term)));
      const list = [...fields.get(`${change.key}`)!].filter((term) => !kept.has(term));
      for (const [term, count] of loaded) for (let i = 0; i < count; i += 1) list.push(unmark(term));
      const pad = change.distinct - new Set(list).size;
      if (pad < 0) unpadded += 1;
      for (let i = 0; i < pad; i += 1) list.push(`\u0002${i}`);
      fields.set(`${change.key}`, list);
    }
    const started = performance.now();
    const miniSearch = new MiniSearch<Record<string, string | number>>({
      fields: [...FIELDS],
      tokenize: (key) => fields.get(key)!,
      processTerm: (term) => (term[0] === '\u0002' ? null : markTerm(term)),
      searchOptions: {...SEARCH_OPTIONS, boost: {...SEARCH_OPTIONS.boost}, tokenize: terms, processTerm: markTerm},
    });
    miniSearch.addAll(lead.map((_, id) => ({id, ...Object.fromEntries(FIELDS.map((field, n) => [field, `${id * 4 + n}`]))})));
    buildMs += performance.now() - started;
    const simulated = createSearchIndex(head);
    // The simulated index answers in place of the engine's own (same options, searched by rank()).
    (simulated as unknown as {index: MiniSearch}).index = miniSearch;
    const [got, expected] = [top(simulated, query), top(whole, query)];
    if (got.join() !== expected.join()) differences.push(`${query}: ${got.map((url) => new URL(url).pathname).join(', ')} instead of ${expected.map((url) => new URL(url).pathname).join(', ')}`);
  }
  return {differences, unpadded, buildMs: buildMs / queries.length};
}

export async function measureShards({build, queriesFile, ks, equivalence}: {build: string; queriesFile: string; ks: number[]; equivalence?: number}): Promise<void> {
  const queries = JSON.parse(fs.readFileSync(queriesFile, 'utf8')) as Array<{locale: string; query: string}>;
  for (const locale of ['en', 'zh']) {
    const dir = path.join(build, locale === 'en' ? '' : locale);
    const head = JSON.parse(fs.readFileSync(path.join(dir, 'search-index.json'), 'utf8')) as SearchIndexFile;
    const rest = JSON.parse(fs.readFileSync(path.join(dir, 'search-index.rest.json'), 'utf8')) as SearchRestFile;
    const mine = queries.filter((entry) => entry.locale === locale).map((entry) => entry.query);
    const restKb = kb(rest);
    const {list} = changes(head, rest);
    const shorter = list.filter((change) => change.added < 0).length;
    console.log(
      `\n${locale}: head ${kb(head).toFixed(1)} KB, whole rest ${restKb.toFixed(1)} KB (gzip -9); ${mine.length} queries; ` +
        `${list.length} fields changed by the rest (${shorter} with fewer distinct terms than without it)`,
    );
    const share = (value: number) => `${value.toFixed(1)} KB (${Math.round((100 * value) / restKb)} %)`;
    for (const k of ks) {
      const pages = byPages(rest, list, mine, k);
      console.log(
        `  pages, K=${k}: term map ${pages.termMapKb.toFixed(1)} KB (${pages.termCount} terms; field pads ${pages.padsKb.toFixed(1)} KB of it), ` +
          `shards ${pages.shardKb.map((size) => size.toFixed(1)).join('/')}; a later query fetches median ${share(quantile(pages.fetched, 0.5))}, ` +
          `p90 ${share(quantile(pages.fetched, 0.9))}; needs every shard: ${pages.all} of ${mine.length}`,
      );
    }
    for (const k of ks) {
      const ranges = byTermRanges(list, mine, k);
      console.log(
        `  term ranges, K=${k}: the rest as postings ${ranges.postingsKb.toFixed(1)} KB; table (first terms, Latin terms) ${ranges.tableKb.toFixed(1)} KB, ` +
          `ranges ${Math.min(...ranges.rangeKb).toFixed(1)}–${Math.max(...ranges.rangeKb).toFixed(1)} KB; a later query fetches ` +
          `median ${share(quantile(ranges.fetched, 0.5))}, p90 ${share(quantile(ranges.fetched, 0.9))}; typed key by key: median ${share(quantile(ranges.typed, 0.5))}, p90 ${share(quantile(ranges.typed, 0.9))}`,
      );
    }
    if (equivalence) {
      const {differences, unpadded, buildMs} = await termRangeEquivalence(head, rest, list, mine, equivalence);
      console.log(
        `  term ranges, K=${equivalence}, simulated: the first 3 pages differ from the whole rest's for ${differences.length} of ${mine.length} queries` +
          ` (fields too long to pad: ${unpadded} in all queries; index build ${Math.round(buildMs)} ms per query, Node)${differences.map((line) => `\n    ${line}`).join('')}`,
      );
    }
  }
}
