// The comparison behind `npm run docs:drift`: what a docs version documents (scripts/docsFacts/docs.ts
// and the fact table scripts/docsFacts/optionFacts.data.json) against what a release has
// (scripts/docsFacts/release.ts). Pure functions on plain data, tested on small fixtures
// (tests/unit/scripts/docsDrift.test.ts).
import {defaultHolds, comparable} from './defaults';
import {expectStaticHeading, flagsOf, HOOKS, matcherHeading, missingIn, type ApiHeadings} from './docs';
import type {RstestApi} from './release';

export type OptionFact = {type: string; default: string; cli: string};

/** What a docs version documents. */
export type DocsSide = {
  /** The docs version (`current`, `0.5`) and the release its pages are written for. */
  version: string;
  release: string;
  /** The fact table: test options with a page, build groups with their sub-options, options without a page. */
  options: Record<string, OptionFact>;
  build: Record<string, string[]>;
  withoutPage: string[];
  /** The type facets of each option in the docs' own release: the types its pages transcribe. */
  optionFacets: Record<string, string[]>;
  /** The exports of each entry in the docs' own release, and what the examples import from each. */
  entries: Record<string, string[]>;
  imports: Record<string, string[]>;
  /** The identifiers the pages write as code (code blocks, inline code, headings). */
  codeNames: Set<string>;
  /** The commands and flags of the CLI page. */
  cli: {commands: string[]; flags: string[]; mentioned: string[]};
  headings: ApiHeadings;
};

/** What a release has. */
export type ReleaseSide = {
  version: string;
  configKeys: string[];
  optionFacets: Record<string, string[]>;
  /** The sub-options of each build group. */
  buildSubOptions: Record<string, string[]>;
  /** The configuration it resolves without a config file, and the project's folder (`root`). */
  defaults: Record<string, unknown>;
  root: string;
  /** Each command's flags (`''`: the default command). */
  commands: Record<string, string[]>;
  entries: Record<string, string[]>;
  /** The exports of each entry that are values (functions, objects), not types only. */
  values: Record<string, string[]>;
  api: RstestApi;
};

export type Item = {name: string; detail?: string};
export type Section = {
  title: string;
  undocumented: Item[];
  missing: Item[];
  differs: Item[];
  /** The headings of the three lists, when they are not about the compared release (the adapters'). */
  labels?: {undocumented: string; missing: string; differs: string};
};

const NO_CLI = 'none';
const sorted = (items: Item[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));
const minus = (a: Iterable<string>, b: Iterable<string>) => {
  const exclude = new Set(b);
  return [...new Set(a)].filter((name) => !exclude.has(name)).sort();
};
/** A facet short enough to read in a list (a long tuple union is cut after 80 characters). */
const FACET_WIDTH = 80;
const shorten = (facet: string) => (facet.length > FACET_WIDTH ? `${facet.slice(0, FACET_WIDTH)}…` : facet);
const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

/** Every flag of every command of a release. */
export function releaseFlags(release: ReleaseSide): Set<string> {
  return new Set(Object.values(release.commands).flat());
}

/** Whether a documented flag names flags the release has (`--coverage.*` stands for every `--coverage.` flag). */
function flagKnown(flag: string, flags: Set<string>): boolean {
  if (flags.has(flag)) return true;
  return flag.endsWith('.*') && [...flags].some((known) => known.startsWith(flag.slice(0, -1)));
}

/** Type facets without those of a property that is itself listed (`pool.memoryLimit: number` when `pool.memoryLimit` is). */
export function withoutDetailsOf(facets: string[]): string[] {
  const properties = new Set(facets.filter((facet) => !facet.includes(':')));
  return facets.filter((facet) => {
    const owner = facet.includes(':') ? facet.slice(0, facet.indexOf(':')) : facet.slice(0, Math.max(0, facet.lastIndexOf('.')));
    return !properties.has(owner) || owner === facet;
  });
}

export function compareOptions(docs: DocsSide, release: ReleaseSide): Section {
  const keys = new Set(release.configKeys);
  const flags = releaseFlags(release);
  // An option the fact table lists without a page is only mentioned somewhere: not documented.
  const documented = [...Object.keys(docs.options), ...Object.keys(docs.build)];
  const withoutPage = new Set(docs.withoutPage);
  const undocumented: Item[] = minus(keys, documented).map((name) => ({
    name,
    detail: `resolves to ${show(release.defaults[name])}${withoutPage.has(name) ? '; no page of its own, only mentioned' : ''}`,
  }));
  const missing: Item[] = minus([...Object.keys(docs.options), ...Object.keys(docs.build)], keys).map((name) => ({name}));
  for (const name of minus(docs.withoutPage, keys)) missing.push({name, detail: 'listed in the fact table as an option without a page'});

  const differs: Item[] = [];
  for (const [option, fact] of Object.entries(docs.options)) {
    if (!keys.has(option)) continue;
    if (!defaultHolds(option, fact.default, release.defaults, release.root)) {
      differs.push({name: option, detail: `default: the docs say ${fact.default}, ${release.version} resolves ${show(comparable(option, release.defaults[option]))}`});
    }
    const documentedFacets = docs.optionFacets[option];
    const releaseFacets = release.optionFacets[option];
    if (documentedFacets && releaseFacets) {
      const lacks = withoutDetailsOf(minus(documentedFacets, releaseFacets));
      const adds = withoutDetailsOf(minus(releaseFacets, documentedFacets));
      const parts = [lacks.length ? `${release.version} lacks ${lacks.map(shorten).join(', ')}` : '', adds.length ? `${release.version} adds ${adds.map(shorten).join(', ')}` : ''];
      if (lacks.length || adds.length) differs.push({name: option, detail: `type (${docs.release} → ${release.version}): ${parts.filter(Boolean).join('; ')}`});
    }
    if (fact.cli === NO_CLI) {
      const own = [...flags].filter((flag) => flag === `--${option}` || flag.startsWith(`--${option}.`)).sort();
      if (own.length) differs.push({name: option, detail: `CLI: the docs say none, ${release.version} has ${own.join(', ')}`});
    } else {
      const lacking = flagsOf(fact.cli).filter((flag) => !flagKnown(flag, flags));
      if (lacking.length) differs.push({name: option, detail: `CLI: ${release.version} has no ${lacking.join(', ')}`});
    }
  }
  for (const [group, subs] of Object.entries(docs.build)) {
    if (!keys.has(group)) continue;
    const has = release.buildSubOptions[group] ?? [];
    for (const sub of minus(subs, has)) missing.push({name: `${group}.${sub}`});
    for (const sub of minus(has, subs)) undocumented.push({name: `${group}.${sub}`});
  }
  return {title: 'Config options', undocumented: sorted(undocumented), missing: sorted(missing), differs: sorted(differs)};
}

export function compareCli(docs: DocsSide, release: ReleaseSide): Section {
  const commands = Object.keys(release.commands).filter(Boolean);
  const flags = releaseFlags(release);
  const documentedFlags = new Set([...docs.cli.flags, ...Object.values(docs.options).flatMap((fact) => (fact.cli === NO_CLI ? [] : flagsOf(fact.cli)))]);
  // A flag is documented by a row of the CLI page's tables or an option's page; a flag its text only
  // names in passing is reported, as only mentioned.
  const wildcards = [...documentedFlags].filter((flag) => flag.endsWith('.*')).map((flag) => flag.slice(0, -1));
  const undocumentedFlags = [...flags].filter((flag) => !documentedFlags.has(flag) && !wildcards.some((prefix) => flag.startsWith(prefix)));
  const mentioned = new Set(docs.cli.mentioned);
  const missingFlags = [...documentedFlags].filter((flag) => !flagKnown(flag, flags));
  const commandsOf = (flag: string) => Object.entries(release.commands).filter(([, list]) => list.includes(flag)).map(([command]) => command || 'rstest');
  return {
    title: 'CLI commands and flags',
    undocumented: sorted([
      ...minus(commands, docs.cli.commands).map((name) => ({name: `rstest ${name}`, detail: 'command'})),
      ...undocumentedFlags.map((name) => ({name, detail: `flag of ${commandsOf(name).join(', ')}${mentioned.has(name) ? '; only mentioned in the text of the CLI page, no table row' : ''}`})),
    ]),
    missing: sorted([
      ...minus(docs.cli.commands, commands).map((name) => ({name: `rstest ${name}`, detail: 'command'})),
      ...missingFlags.map((name) => ({name, detail: 'flag'})),
    ]),
    differs: [],
  };
}

/** Entry points below `internal/` are Rstest's own plumbing (adapters, browser runtime), not documented API. */
export const isInternalEntry = (entry: string) => /\/internal(\/|$)/.test(entry);

export function compareExports(docs: DocsSide, release: ReleaseSide): Section {
  const undocumented: Item[] = [];
  const missing: Item[] = [];
  const entries = new Set([...Object.keys(release.entries), ...Object.keys(docs.entries), ...Object.keys(docs.imports)]);
  // A name no entry of the docs' release has, which the pages only write as code (a writer
  // documenting the new release before the devDependency moves to it), is still reported: a
  // passing mention is not documentation, and the writer finds it in the list with its pages.
  const known = new Set(Object.values(docs.entries).flat());
  const written = (name: string) => !known.has(name) && docs.codeNames.has(name);
  for (const entry of [...entries].filter((name) => !isInternalEntry(name)).sort()) {
    const has = release.entries[entry];
    const documented = new Set([...(docs.entries[entry] ?? []), ...(docs.imports[entry] ?? [])]);
    if (!has) {
      missing.push({name: entry, detail: 'entry point'});
      continue;
    }
    if (!(entry in docs.entries) && !(entry in docs.imports)) undocumented.push({name: entry, detail: 'entry point'});
    for (const name of minus(has, documented)) undocumented.push({name, detail: `export of ${entry}${written(name) ? ', only mentioned' : ''}`});
    // A function or object a reader calls is documented only when a page names it, whatever the
    // docs' own release has: no page may leave one out (types may, when the docs' release had them).
    const unnamed = (release.values[entry] ?? []).filter((name) => documented.has(name) && !(docs.imports[entry] ?? []).includes(name) && !docs.codeNames.has(name));
    for (const name of unnamed) undocumented.push({name, detail: `export of ${entry}, a value no page names`});
    for (const name of minus(documented, has)) {
      const imported = (docs.imports[entry] ?? []).includes(name);
      missing.push({name, detail: `export of ${entry}${imported ? ', imported by the examples' : ''}`});
    }
  }
  return {title: `Exports of the entry points (compared with ${docs.release}, the release the docs are written for, and the examples' imports)`, undocumented: sorted(undocumented), missing: sorted(missing), differs: []};
}

/** An API heading: an identifier path (`rstest.fn`, `.resolves`, `toBe`), not a topic with spaces. */
const API_HEADING = /^\.?[\w$]+(\.[\w$]+)*$/;
const HOOK = /^(before|after)(All|Each)$|^onTest[A-Z]\w*$/;

/** The names after `prefix.` among the API headings (`rstest.fn` → `fn`). */
function headed(headings: Set<string>, prefix: string): string[] {
  return [...headings].filter((heading) => API_HEADING.test(heading) && heading.startsWith(`${prefix}.`) && !heading.slice(prefix.length + 1).includes('.')).map((heading) => heading.slice(prefix.length + 1));
}

export function compareApi(docs: DocsSide, release: ReleaseSide): Section {
  const {api} = release;
  const h = docs.headings;
  const matchers = new Set(api.matchers);
  const undocumented: Item[] = [];
  const add = (names: string[], label: (name: string) => string, detail: string) => {
    for (const name of names) undocumented.push({name: label(name), detail});
  };
  add(missingIn(h.expect, api.expectStatic, expectStaticHeading(matchers)), (n) => `expect.${n}`, 'expect');
  add(missingIn(h.expect, api.matchers, matcherHeading(h.aliases)), (n) => n, 'matcher');
  add(missingIn(h.test, api.test, (n) => [`test.${n}`]), (n) => `test.${n}`, 'test');
  add(missingIn(h.describe, api.describe, (n) => [`describe.${n}`]), (n) => `describe.${n}`, 'describe');
  add(missingIn(h.hooks, api.exports.filter((n) => HOOK.test(n)), (n) => [n]), (n) => n, 'hook');
  add(missingIn(h.rstest, [...new Set([...api.rstest, ...api.rs])], (n) => [`rstest.${n}`]), (n) => `rstest.${n}`, 'rstest / rs utility');
  add(missingIn(h.mockInstance, api.mockInstance, (n) => [`mockFn.${n}`]), (n) => `mockFn.${n}`, 'mock instance');
  add(missingIn(h.mockInstance, api.mockState, (n) => [`mockFn.mock.${n}`]), (n) => `mockFn.mock.${n}`, 'mock state');

  const missing: Item[] = [];
  const lacking = (names: string[], has: Iterable<string>, label: (name: string) => string, detail: string) => {
    for (const name of minus(names, has)) missing.push({name: label(name), detail});
  };
  const expectHeadings = [...h.expect].filter((heading) => API_HEADING.test(heading));
  lacking(headed(h.expect, 'expect'), [...api.expectStatic, ...api.matchers], (n) => `expect.${n}`, 'expect');
  lacking(
    expectHeadings.filter((heading) => /^\.?(to[A-Z]\w*|resolves|rejects)$/.test(heading)).map((heading) => heading.replace(/^\./, '')),
    matchers,
    (n) => n,
    'matcher',
  );
  lacking([...h.aliases.keys()], matchers, (n) => n, 'matcher alias');
  lacking(headed(h.test, 'test'), api.test, (n) => `test.${n}`, 'test');
  lacking(headed(h.describe, 'describe'), api.describe, (n) => `describe.${n}`, 'describe');
  lacking([...h.hooks].filter((heading) => HOOK.test(heading)), api.exports, (n) => n, 'hook');
  lacking(headed(h.rstest, 'rstest'), api.rstest, (n) => `rstest.${n}`, 'rstest utility');
  lacking(headed(h.mockInstance, 'mockFn').filter((n) => n !== 'mock'), api.mockInstance, (n) => `mockFn.${n}`, 'mock instance');
  lacking(headed(h.mockInstance, 'mockFn.mock'), api.mockState, (n) => `mockFn.mock.${n}`, 'mock state');
  // The hooks every docs version documents by name (apiCoverage.test.ts).
  lacking(HOOKS.filter((hook) => h.hooks.has(hook)), api.exports, (n) => n, 'hook');
  return {title: 'The rstest / rs utilities, expect and the matchers', undocumented: sorted(undocumented), missing: sorted(dedupe(missing)), differs: []};
}

function dedupe(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.name) ? false : (seen.add(item.name), true)));
}

export function compare(docs: DocsSide, release: ReleaseSide): Section[] {
  return [compareOptions(docs, release), compareCli(docs, release), compareExports(docs, release), compareApi(docs, release)];
}

export const driftCount = (sections: Section[]) =>
  sections.reduce((total, section) => total + section.undocumented.length + section.missing.length + section.differs.length, 0);

/** The report a writer reads: grouped by area, then by direction; `linesOf` writes an item (where.ts's itemLines adds where it is documented). */
export function formatReport(docs: DocsSide, release: ReleaseSide, sections: Section[], linesOf = (item: Item) => [`    - ${item.name}${item.detail ? `  (${item.detail})` : ''}`]): string {
  const docsName = docs.version === 'current' ? 'the current docs' : `the ${docs.version} docs`;
  const lines = [`docs:drift: ${docsName} (written for @rstest/core ${docs.release}) against @rstest/core ${release.version}`, ''];
  const list = (heading: string, items: Item[]) => {
    if (!items.length) return;
    lines.push(`  ${heading} (${items.length}):`);
    for (const item of items) lines.push(...linesOf(item));
  };
  for (const section of sections) {
    const count = section.undocumented.length + section.missing.length + section.differs.length;
    lines.push(`${section.title}: ${count ? `${count} to look at` : 'no drift'}`);
    list(section.labels?.undocumented ?? `In ${release.version}, not documented`, section.undocumented);
    list(section.labels?.missing ?? `Documented, not in ${release.version}`, section.missing);
    list(section.labels?.differs ?? `Documented differently from ${release.version}`, section.differs);
    lines.push('');
  }
  const total = driftCount(sections);
  lines.push(total ? `${total} differences: the docs drift from @rstest/core ${release.version}.` : `No drift: the docs match @rstest/core ${release.version}.`);
  return lines.join('\n');
}
