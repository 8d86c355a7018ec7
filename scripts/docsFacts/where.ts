// What a writer needs to act on a drift item of `npm run docs:drift` (scripts/docsFacts/drift.ts):
// the release that brought the difference, found among the published releases between the docs'
// release and the compared one, and the pages to change, English and Chinese, telling a page (or
// heading, or CLI table row) of its own from a passing mention. Pure functions on plain data,
// tested in tests/unit/scripts/docsDrift.test.ts; collect.ts reads the pages and the releases.
import {comparable} from './defaults';
import {CLI_PAGE, DESCRIBE_PAGE, EXPECT_PAGE, HOOKS_PAGE, MOCK_INSTANCE_PAGE, TEST_PAGE} from './docs';
import {releaseFlags, type Item, type ReleaseSide, type Section} from './drift';

/** The area of each section, in the order compare() returns them; the adapters' section (adapters.ts) comes after them, already located. */
export const AREAS = ['options', 'cli', 'exports', 'api'] as const;
export type Area = (typeof AREAS)[number] | 'adapters';

/** A page of a docs folder: its path (relative to the folder), headings and code (inline, blocks, headings). */
export type PageFacts = {file: string; headings: string[]; code: string[]; cliFlags?: string[]};

/** Where an item is documented: its own page or heading, the other pages that name it, or where to write it. */
export type Where = {own?: string; mentions: string[]; write?: string};

export type Located = Item & {since?: string; where?: Where};
export type LocatedSection = Omit<Section, 'undocumented' | 'missing' | 'differs'> & {area: Area; undocumented: Located[]; missing: Located[]; differs: Located[]};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether a piece of code names `name` as a whole token (`bail`, `output.distPath`, `--bail`, `rstest init`). */
export const names = (code: string, name: string) => new RegExp(`(?<![\\w$.-])${escape(name)}(?![\\w$-])`).test(code);

/** The name a page would write for an item: `toBe` for `.toBe`, the export's name, the option's path. */
function searchName(area: Area, item: Item): string {
  if (area === 'api') return item.name.replace(/^\./, '');
  return item.name;
}

/** The page that holds an item of its own when it has none yet, for the writer to add it to. */
function pageToWrite(area: Area, item: Item): string {
  const name = item.name;
  if (area === 'options') return name.includes('.') ? `config/build/${name.split('.')[0]}.mdx` : `config/test/${name}.mdx`;
  if (area === 'cli') return CLI_PAGE;
  if (area === 'exports') return /^[A-Z]/.test(name) || item.detail === 'entry point' ? 'api/javascript-api/types.mdx' : 'api/javascript-api/rstest-core.mdx';
  if (/^(expect\.|\.?to[A-Z]|\.?(resolves|rejects)$)/.test(name) || item.detail === 'matcher') return EXPECT_PAGE;
  if (name.startsWith('test.')) return TEST_PAGE;
  if (name.startsWith('describe.')) return DESCRIBE_PAGE;
  if (name.startsWith('mockFn.')) return MOCK_INSTANCE_PAGE;
  if (name.startsWith('rstest.')) return 'api/rstest/utilities.mdx';
  return HOOKS_PAGE;
}

/** Whether a page documents the item on its own: the option's page, a heading naming it, or a row of the CLI tables. */
function ownedBy(area: Area, item: Item, page: PageFacts): boolean {
  const name = searchName(area, item);
  if (area === 'options' && !name.includes('.')) return page.file === `config/test/${name}.mdx` || page.file === `config/build/${name}.mdx`;
  if (area === 'cli' && page.cliFlags) return page.cliFlags.includes(name) || (name.startsWith('rstest ') && page.headings.some((heading) => heading === name));
  return page.headings.some((heading) => names(heading, name) && heading.replace(/^\./, '').length <= name.length + 2);
}

/** Where the pages document an item, or where it should be written. */
export function locate(area: Area, item: Item, pages: PageFacts[]): Where {
  const name = searchName(area, item);
  const own = pages.find((page) => ownedBy(area, item, page))?.file;
  const mentions = pages.filter((page) => page.file !== own && page.code.some((code) => names(code, name))).map((page) => page.file);
  return own ? {own, mentions} : {mentions, write: pageToWrite(area, item)};
}

// ---------------------------------------------------------------------------------------------
// The release that brought a difference

/** Compares two exact versions (`0.10.2` after `0.9.10`); prereleases sort before their release. */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core, pre] = version.split('-');
    return {parts: core.split('.').map(Number), pre};
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.parts[i] !== y.parts[i]) return x.parts[i] - y.parts[i];
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  return x.pre.localeCompare(y.pre);
}

/** The published releases after `older` up to `newer`, oldest first (prereleases left out). */
export function releasesBetween(published: string[], older: string, newer: string): string[] {
  return published.filter((version) => !version.includes('-') && compareVersions(version, older) > 0 && compareVersions(version, newer) <= 0).sort(compareVersions);
}

/**
 * How a release stands on an item, as a comparable string: whether it has the option, flag, export
 * or API, or the default, type or flags the item is about. Two releases that give the same state
 * agree on the item.
 */
export function stateOf(area: Area, item: Item, side: ReleaseSide): string {
  const name = item.name;
  if (area === 'options') {
    const [option, sub] = name.split('.');
    if (item.detail?.startsWith('default:')) return JSON.stringify(comparable(option, side.defaults[option]) ?? null);
    if (item.detail?.startsWith('type')) return JSON.stringify(side.optionFacets[option] ?? null);
    if (item.detail?.startsWith('CLI:')) return JSON.stringify([...releaseFlags(side)].filter((flag) => flag === `--${option}` || flag.startsWith(`--${option}.`)).sort());
    if (sub) return String((side.buildSubOptions[option] ?? []).includes(sub));
    return String(side.configKeys.includes(option));
  }
  if (area === 'cli') return name.startsWith('rstest ') ? String(name.slice('rstest '.length) in side.commands) : String(releaseFlags(side).has(name));
  if (area === 'exports') {
    if (item.detail === 'entry point') return String(name in side.entries);
    const entry = /export of (\S+?)(,|$)/.exec(item.detail ?? '')?.[1] ?? '@rstest/core';
    return String((side.entries[entry] ?? []).includes(name));
  }
  const {api} = side;
  const bare = name.replace(/^\./, '');
  const [head, ...rest] = bare.split('.');
  const tail = rest.join('.');
  if (head === 'expect') return String(api.expectStatic.includes(tail) || api.matchers.includes(tail));
  if (head === 'test') return String(api.test.includes(tail));
  if (head === 'describe') return String(api.describe.includes(tail));
  if (head === 'rstest') return String(api.rstest.includes(tail) || api.rs.includes(tail));
  if (head === 'mockFn') return tail.startsWith('mock.') ? String(api.mockState.includes(tail.slice(5))) : String(api.mockInstance.includes(tail));
  return String(api.matchers.includes(bare) || api.exports.includes(bare));
}

/**
 * The first release, among `between` (oldest first, ending with the newer side), whose state on the
 * item is the newer side's, by bisection (an item changes once between two releases).
 * `read` gives a release's facts. Undefined when the older side already had that state: the
 * difference is the docs', not a release's.
 */
export function firstWith(target: string, olderState: string, between: string[], state: (version: string) => string): string | undefined {
  if (target === olderState || between.length === 0) return undefined;
  let low = 0;
  let high = between.length - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (state(between[middle]) === target) high = middle;
    else low = middle + 1;
  }
  return between[low];
}

/** The label of the release that brought an item, saying when the registry lacks the releases just before it. */
export function sinceLabel(version: string, published: string[]): string {
  const earlier = published.filter((other) => !other.includes('-') && compareVersions(other, version) < 0).sort(compareVersions).at(-1);
  const [major, minor, patch] = version.split('.').map(Number);
  const follows = !earlier || patch === 0 || earlier === `${major}.${minor}.${patch - 1}`;
  return follows ? version : `${version} (the first on the registry after ${earlier})`;
}

// ---------------------------------------------------------------------------------------------
// The report

/** The English and Chinese paths of a page of a docs version, from the site's root. */
export type PagePaths = (page: string) => [string, string];

function whereLines(where: Where, paths: PagePaths, indent: string): string[] {
  const lines: string[] = [];
  const both = (page: string) => paths(page).join(' + ');
  if (where.own) lines.push(`${indent}own page: ${both(where.own)}`);
  else lines.push(`${indent}no page of its own${where.mentions.length ? ', only mentioned' : ''}; write it in ${both(where.write!)}`);
  const shown = where.mentions.slice(0, 6);
  if (shown.length) lines.push(`${indent}${where.own ? 'also named in' : 'mentioned in'}: ${shown.map((page) => paths(page)[0]).join(', ')}${where.mentions.length > shown.length ? ` and ${where.mentions.length - shown.length} more` : ''} (and their Chinese copies)`);
  return lines;
}

/** The lines of one item: name, detail, the release that brought it and its pages. */
export function itemLines(item: Located, paths: PagePaths): string[] {
  const since = item.since ? `  [since ${item.since}]` : '';
  const lines = [`    - ${item.name}${item.detail ? `  (${item.detail})` : ''}${since}`];
  if (item.where) lines.push(...whereLines(item.where, paths, '        '));
  return lines;
}
