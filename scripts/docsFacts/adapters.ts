// The build adapters' options, for `npm run docs:drift`: the `## Options` table of each adapter's
// guide (English and Chinese) and the `toRstestConfig({ … })` it writes, against the options that
// the adapter package installed for the guides declares (its `dist/*.d.ts`, read through the
// TypeScript compiler). An adapter that gains, loses or retypes an option is drift.
// The comparison is pure (tested in tests/unit/scripts/docsDrift.test.ts); readAdapterTypes reads
// the packages.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {compileProbe} from './release';
import type {Item, Section} from './drift';
import type {Located} from './where';

/** Each adapter: its package, the function whose options its guide lists, and that guide (a page of the docs folder). */
export const ADAPTERS = [
  {name: '@rstest/adapter-rsbuild', fn: 'withRsbuildConfig', page: 'guide/integration/rsbuild.mdx'},
  {name: '@rstest/adapter-rslib', fn: 'withRslibConfig', page: 'guide/integration/rslib.mdx'},
  {name: '@rstest/adapter-rspack', fn: 'withRspackConfig', page: 'guide/integration/rspack.mdx'},
] as const;

/** The function that converts a config object already in memory; its guide names its parameters. */
const CONVERT_FN = 'toRstestConfig';

/** What a guide documents of its adapter: the options table of each locale, option → type as written, and the parameters it writes for toRstestConfig. */
export type AdapterDocs = {name: string; page: string; en?: Record<string, string>; zh?: Record<string, string>; convert?: string[]};
/** What an adapter package declares: its version, its options (name → type) and toRstestConfig's parameters, when it exports one. */
export type AdapterTypes = {name: string; version: string; options: Record<string, string>; convert?: string[]};

const cells = (row: string) => row.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((cell) => cell.trim());

/** The first table below the `## Options` heading (`## 选项 {#options}` in Chinese), as option → type (first two columns). */
export function optionsTable(markdown: string): Record<string, string> | undefined {
  const heading = /^##\s+(?:Options|.*\{#options\})\s*$/m.exec(markdown);
  if (!heading) return undefined;
  const section = markdown.slice(heading.index + heading[0].length).split(/^##\s/m)[0];
  const rows = section.split('\n').filter((line) => line.trim().startsWith('|'));
  if (rows.length < 3) return undefined;
  return Object.fromEntries(rows.slice(2).map((row) => cells(row)).map(([name, type]) => [name.replace(/`/g, ''), (type ?? '').replace(/`/g, '').replace(/\\\|/g, '|')]));
}

/** The parameters the page writes for `toRstestConfig({ a, b })`, if it writes the call. */
export function convertParameters(markdown: string): string[] | undefined {
  const call = new RegExp(`${CONVERT_FN}\\(\\{([^}]*)\\}\\)`).exec(markdown);
  return call?.[1].split(',').map((name) => name.trim()).filter(Boolean);
}

/** A type as comparable text: union members sorted, a function's parameters without their names. */
export function comparableType(text: string): string {
  const split = (value: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < value.length; i++) {
      const char = value[i];
      if ('(<[{'.includes(char)) depth++;
      else if (')>]}'.includes(char) && value[i - 1] !== '=') depth--;
      else if (char === '|' && depth === 0) {
        parts.push(value.slice(start, i));
        start = i + 1;
      }
    }
    return [...parts, value.slice(start)].map((part) => part.trim());
  };
  const unnamed = text.replace(/\(([^()]*)\)\s*=>/g, (_, params: string) => `(${params.split(',').map((param) => param.replace(/^\s*[\w$]+\??\s*:\s*/, '').trim()).join(', ')}) =>`);
  return split(unnamed.replace(/\s+/g, ' ').trim()).sort().join(' | ');
}

/** The docs' side for each adapter whose guide the docs folder has. */
export function readAdapterDocs(docsDir: string, zhDocsDir: string): AdapterDocs[] {
  const read = (dir: string, page: string) => (fs.existsSync(path.join(dir, page)) ? fs.readFileSync(path.join(dir, page), 'utf8') : undefined);
  return ADAPTERS.flatMap(({name, page}) => {
    const en = read(docsDir, page);
    if (en === undefined) return [];
    const zh = read(zhDocsDir, page);
    return [{name, page, en: optionsTable(en), zh: zh === undefined ? undefined : optionsTable(zh), convert: convertParameters(en)}];
  });
}

/** A function type's first parameter, without `undefined`, as property name → type text. */
function parameterProperties(checker: ts.TypeChecker, fn: ts.Type): Record<string, string> | undefined {
  const parameter = fn.getCallSignatures()[0]?.getParameters()[0];
  if (!parameter) return undefined;
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(parameter));
  return Object.fromEntries(
    checker.getPropertiesOfType(type).map((property) => [
      property.name,
      checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(property)), undefined, ts.TypeFormatFlags.NoTruncation),
    ]),
  );
}

/**
 * What each adapter package declares, read in `sandbox` (an empty folder below the site, whose
 * `node_modules` this links the packages into). `dirs` gives each adapter's installed folder.
 */
export function readAdapterTypes(sandbox: string, dirs: Record<string, string | undefined>): AdapterTypes[] {
  return ADAPTERS.map(({name, fn}) => {
    const dir = dirs[name];
    if (!dir) throw new Error(`${name} is not installed: run \`node scripts/guide-deps.mjs\` (tests/guide-deps) or npm install.`);
    const at = path.join(sandbox, 'node_modules', name);
    fs.mkdirSync(path.dirname(at), {recursive: true});
    fs.rmSync(at, {recursive: true, force: true});
    fs.symlinkSync(dir, at, 'dir');
    const {checker, exports} = compileProbe(sandbox, `import * as adapter from '${name}';\nexport const probe = adapter;\n`);
    const module = checker.getTypeOfSymbol(exports.get('probe')!);
    const member = (exportName: string) => {
      const symbol = module.getProperty(exportName);
      return symbol && checker.getTypeOfSymbol(symbol);
    };
    const withConfig = member(fn);
    const options = withConfig && parameterProperties(checker, withConfig);
    if (!options) throw new Error(`${name} declares no ${fn}(options) (${dir})`);
    const convert = member(CONVERT_FN);
    const version = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
    return {name, version, options, ...(convert ? {convert: Object.keys(parameterProperties(checker, convert) ?? {})} : {})};
  });
}

const minus = (a: Iterable<string>, b: Iterable<string>) => {
  const exclude = new Set(b);
  return [...new Set(a)].filter((name) => !exclude.has(name)).sort();
};

/** The drift of the adapters' options, each item on its guide's page. */
export function compareAdapters(docs: AdapterDocs[], release: AdapterTypes[]): Section & {undocumented: Located[]; missing: Located[]; differs: Located[]} {
  const undocumented: Located[] = [];
  const missing: Located[] = [];
  const differs: Located[] = [];
  for (const doc of docs) {
    const types = release.find((adapter) => adapter.name === doc.name);
    if (!types) continue;
    const at = (item: Item): Located => ({...item, where: {own: doc.page, mentions: []}});
    const label = `${types.name} ${types.version}`;
    if (!doc.en) {
      differs.push(at({name: doc.name, detail: `the page has no table under "## Options"; ${label} has ${Object.keys(types.options).sort().join(', ')}`}));
      continue;
    }
    for (const name of minus(Object.keys(types.options), Object.keys(doc.en))) undocumented.push(at({name: `${doc.name}: ${name}`, detail: `option of ${label}, type ${types.options[name]}`}));
    for (const name of minus(Object.keys(doc.en), Object.keys(types.options))) missing.push(at({name: `${doc.name}: ${name}`, detail: `option the table lists, not in ${label}`}));
    for (const [name, type] of Object.entries(doc.en)) {
      const declared = types.options[name];
      if (declared !== undefined && comparableType(type) !== comparableType(declared)) {
        differs.push(at({name: `${doc.name}: ${name}`, detail: `type: the table says ${type}, ${label} declares ${declared}`}));
      }
    }
    if (doc.zh) {
      const [lacks, adds] = [minus(Object.keys(doc.en), Object.keys(doc.zh)), minus(Object.keys(doc.zh), Object.keys(doc.en))];
      if (lacks.length || adds.length) {
        differs.push(at({name: `${doc.name} (Chinese page)`, detail: `the Chinese table ${[lacks.length ? `lacks ${lacks.join(', ')}` : '', adds.length ? `adds ${adds.join(', ')}` : ''].filter(Boolean).join(' and ')}`}));
      }
    }
    if (doc.convert && types.convert) {
      const [lacks, adds] = [minus(types.convert, doc.convert), minus(doc.convert, types.convert)];
      if (lacks.length || adds.length) {
        differs.push(at({name: `${doc.name}: ${CONVERT_FN}`, detail: `the page writes { ${doc.convert.join(', ')} }, ${label} takes { ${types.convert.join(', ')} }`}));
      }
    } else if (doc.convert && !types.convert) {
      missing.push(at({name: `${doc.name}: ${CONVERT_FN}`, detail: `the page names it, ${label} does not export it`}));
    }
  }
  const installed = release.map((adapter) => `${adapter.name} ${adapter.version}`).join(', ');
  const sorted = (items: Located[]) => items.sort((a, b) => a.name.localeCompare(b.name));
  return {
    title: docs.length ? `Options of the build adapters (${installed}, as the guides install them)` : 'Options of the build adapters (no adapter guide in these docs)',
    undocumented: sorted(undocumented),
    missing: sorted(missing),
    differs: sorted(differs),
    labels: {undocumented: 'In the adapter, not in its guide', missing: 'In the guide, not in the adapter', differs: 'Documented differently from the adapter'},
  };
}
