// What an Rstest release has, read from the release itself: its `rstest --help`, its type
// declarations (through the TypeScript compiler) and the configuration it resolves. The docs tests
// (tests/unit/docs: optionFacts, apiCoverage) read the release of each docs version with these, and
// `npm run docs:drift` reads any published release with the same functions (scripts/docs-drift.mjs).
//
// A release is read in a "sandbox": a folder with a `node_modules/@rstest/core` one level up, so that
// `import '@rstest/core'` there is that release (scripts/docsFacts/versionSandbox.ts makes them for
// the docs versions, scripts/docsFacts/install.ts for any release).
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';

/** A compiled probe: the checker, the probe's exports by name, and its source file. */
export type Probe = {checker: ts.TypeChecker; exports: Map<string, ts.Symbol>; file: ts.SourceFile};

/** Compiles `source` as `probe.ts` in `dir` (a sandbox folder) and returns the checker with the probe's exports. */
export function compileProbe(dir: string, source: string): Probe {
  const probe = path.join(dir, 'probe.ts');
  fs.writeFileSync(probe, source);
  const program = ts.createProgram([probe], {
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(probe)!;
  const exports = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(file)!).map((symbol) => [symbol.name, symbol]));
  return {checker, exports, file};
}

// ---------------------------------------------------------------------------------------------
// The command line

/** Runs a release's `rstest` binary, as CI would (no colours, CI=true). */
export function runRstest(bin: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: {...process.env, ...env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', GITHUB_ACTIONS: ''},
    timeout: 60_000,
  });
}

/** The flags a `--help` text lists, with their aliases (`-u`, `--update`, `--reporter`). */
export function parseHelpFlags(help: string): Set<string> {
  const options = help.slice(help.indexOf('Options:'));
  return new Set([...options.matchAll(/^\s+((?:-{1,2}[\w.*-]+(?:,\s*)?)+)/gm)].flatMap((match) => match[1].split(/,\s*/)));
}

/** The named commands a `--help` text lists (`run`, `list`…; the default command `[...filters]` is left out). */
export function parseHelpCommands(help: string): string[] {
  const start = help.indexOf('Commands:');
  if (start < 0) return [];
  const block = help.slice(start).split(/\n\s*\n/)[0];
  return [...block.matchAll(/^\s+([a-z][\w-]*)\b/gm)].map((match) => match[1]);
}

/** The flags `rstest --help` lists. */
export function helpFlags(bin: string, cwd: string): Set<string> {
  return parseHelpFlags(runRstest(bin, ['--help'], cwd).stdout);
}

/** The commands of a release, each with the flags its `--help` lists (`''` is the default command). */
export function commandFlags(bin: string, cwd: string): Record<string, string[]> {
  const top = runRstest(bin, ['--help'], cwd).stdout;
  const commands: Record<string, string[]> = {'': [...parseHelpFlags(top)]};
  for (const command of parseHelpCommands(top)) {
    commands[command] = [...parseHelpFlags(runRstest(bin, [command, '--help'], cwd).stdout)];
  }
  return commands;
}

// ---------------------------------------------------------------------------------------------
// The configuration

const CONFIG_PROBE = "import type {RstestConfig} from '@rstest/core';\nexport type Config = RstestConfig;\n";

/** The type-probe source that exposes the release's `RstestConfig` as `Config`. */
export const configProbeSource = () => CONFIG_PROBE;

function configType({checker, exports}: Probe): ts.Type {
  return checker.getDeclaredTypeOfSymbol(exports.get('Config')!);
}

/** The keys of the release's `RstestConfig` (a probe of configProbeSource()). */
export function configKeys(probe: Probe): string[] {
  return probe.checker.getPropertiesOfType(configType(probe)).map((symbol) => symbol.name);
}

/** Names of built-in object types whose members are no option's own (`RegExp`, `Date`, `Promise`…). */
const OPAQUE = /^(RegExp|Date|Promise|Map|Set|Error|Function|Array|ReadonlyArray)$/;

/**
 * What an option's type is made of, as comparable strings: its literal members (`pool: 'vmForks'`),
 * the properties of its object members (`pool.memoryLimit`) and their literals
 * (`pool.type: 'vmForks'`), and any other member by name (`testTimeout: number`). Two releases type
 * an option alike when these sets are equal.
 */
export function typeFacets(checker: ts.TypeChecker, type: ts.Type, prefix: string, depth = 2): string[] {
  const facets = new Set<string>();
  const nonNull = checker.getNonNullableType(type);
  const members = nonNull.isUnion() ? nonNull.types : [nonNull];
  const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
  if (booleans.length === 2) facets.add(`${prefix}: boolean`);
  for (const member of members) {
    if (member.flags & ts.TypeFlags.BooleanLiteral) {
      if (booleans.length !== 2) facets.add(`${prefix}: ${checker.typeToString(member)}`);
    } else if (member.isStringLiteral()) {
      facets.add(`${prefix}: '${member.value}'`);
    } else if (member.isNumberLiteral()) {
      facets.add(`${prefix}: ${member.value}`);
    } else if (member.getCallSignatures().length > 0) {
      // A callback: its signature's wording changes between releases more than its use.
      facets.add(`${prefix}: function`);
    } else if (isPlainObject(checker, member) && depth > 0) {
      const properties = checker.getPropertiesOfType(member);
      if (properties.length === 0) facets.add(`${prefix}: ${checker.typeToString(member)}`);
      for (const property of properties) {
        const name = `${prefix}.${property.name}`;
        facets.add(name);
        if (depth > 1) {
          const propertyType = checker.getTypeOfSymbol(property);
          // One level of literals below (`pool.type: 'vmForks'`), not the shape of nested objects.
          for (const facet of typeFacets(checker, propertyType, name, 1)) if (!facet.startsWith(`${name}.`)) facets.add(facet);
        }
      }
    } else {
      facets.add(`${prefix}: ${checker.typeToString(member, undefined, ts.TypeFormatFlags.NoTruncation)}`);
    }
  }
  return [...facets].sort();
}

function isPlainObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  // `Pick<RsbuildOutput, 'module'> & { distPath?: string }`: an object of several parts.
  if (type.isIntersection()) return type.types.every((part) => isPlainObject(checker, part));
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return false;
  const name = (type.aliasSymbol ?? type.getSymbol())?.name ?? '';
  return !OPAQUE.test(name);
}

/** The type facets of every option of the release's `RstestConfig` (a probe of configProbeSource()). */
export function optionTypeFacets(probe: Probe, options: string[]): Record<string, string[]> {
  const type = configType(probe);
  const facets: Record<string, string[]> = {};
  for (const option of options) {
    const symbol = probe.checker.getPropertyOfType(type, option);
    if (symbol) facets[option] = typeFacets(probe.checker, probe.checker.getTypeOfSymbol(symbol), option);
  }
  return facets;
}

/** The properties of an option's object type (the sub-options of a build group such as `output`). */
export function subOptions(probe: Probe, option: string): string[] {
  const symbol = probe.checker.getPropertyOfType(configType(probe), option);
  if (!symbol) return [];
  const type = probe.checker.getNonNullableType(probe.checker.getTypeOfSymbol(symbol));
  const members = type.isUnion() ? type.types : [type];
  return [...new Set(members.filter((member) => isPlainObject(probe.checker, member)).flatMap((member) => probe.checker.getPropertiesOfType(member).map((p) => p.name)))].sort();
}

/** The configuration the release resolves for a project without a config file (`DEBUG=rstest` writes it to disk). */
export function resolvedDefaults(bin: string, sandbox: string): Record<string, unknown> {
  fs.writeFileSync(path.join(sandbox, 'a.test.ts'), "import {expect, test} from '@rstest/core';\ntest('a', () => expect(1).toBe(1));\n");
  const result = runRstest(bin, ['run'], sandbox, {DEBUG: 'rstest'});
  if (result.status !== 0) throw new Error(`rstest run exited with ${result.status} in ${sandbox}:\n${result.stdout}\n${result.stderr}`);
  const dump = path.join(sandbox, 'dist/.rstest-temp/.rsbuild/rstest.config.mjs');
  // A plain Node process reads the module (Jest's runtime cannot import ESM); undefined values drop out.
  const read = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const {default: config} = await import(${JSON.stringify(pathToFileURL(dump).href)}); console.log(JSON.stringify(config));`],
    {encoding: 'utf8'},
  );
  return JSON.parse(read.stdout) as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// The test API

/** Names Chai contributes to Rstest's types (`expect(x).to.be.ok`, `expect.fail`): not Rstest's own API. */
const fromChai = (symbol: ts.Symbol) =>
  (symbol.declarations ?? []).every((declaration) => /[\\/]@types[\\/]chai[\\/]/.test(declaration.getSourceFile().fileName));

/** The type-probe source rstestApi reads. */
export const apiProbeSource = () =>
  [
    "import * as core from '@rstest/core';",
    "import {expect, rstest} from '@rstest/core';",
    'export const assertion = expect(0);',
    'export const mockFn = rstest.fn();',
    'export {core};',
  ].join('\n');

export type RstestApi = {
  exports: string[];
  expectStatic: string[];
  matchers: string[];
  test: string[];
  describe: string[];
  rstest: string[];
  rs: string[];
  mockInstance: string[];
  mockState: string[];
};

/** The public test API of a release (a probe of apiProbeSource()): exports of `@rstest/core`, `expect`'s, `rstest`'s… members. */
export function rstestApi({checker, exports: exported, file}: Probe): RstestApi {
  const core = new Map(
    checker.getExportsOfModule(checker.getAliasedSymbol(exported.get('core')!)).map((symbol) => [symbol.name, symbol]),
  );
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbol(symbol);
  const props = (type: ts.Type) =>
    checker
      .getPropertiesOfType(type)
      .filter((symbol) => !fromChai(symbol) && !symbol.name.startsWith('_'))
      .map((symbol) => symbol.name)
      .sort();
  const coreProps = (name: string) => (core.has(name) ? props(typeOf(core.get(name)!)) : []);
  const mockFnType = typeOf(exported.get('mockFn')!);
  const mockState = checker.getPropertyOfType(mockFnType, 'mock')!;
  return {
    exports: [...core.keys()].sort(),
    expectStatic: coreProps('expect'),
    matchers: props(typeOf(exported.get('assertion')!)),
    test: coreProps('test'),
    describe: coreProps('describe'),
    rstest: coreProps('rstest'),
    rs: coreProps('rs'),
    mockInstance: props(mockFnType),
    mockState: props(checker.getTypeOfSymbolAtLocation(mockState, file)),
  };
}

// ---------------------------------------------------------------------------------------------
// The package's entry points

type ExportsField = string | {[key: string]: ExportsField} | null;

/** The entry points of a package that have type declarations, as import specifiers (`@rstest/core`, `@rstest/core/api`…). */
export function typedEntries(packageDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {name: string; exports?: Record<string, ExportsField>; types?: string};
  const hasTypes = (value: ExportsField): boolean =>
    typeof value === 'string' ? value.endsWith('.d.ts') : value !== null && Object.entries(value).some(([key, sub]) => key === 'types' || hasTypes(sub));
  if (!manifest.exports) return manifest.types ? [manifest.name] : [];
  return Object.entries(manifest.exports)
    .filter(([subpath, value]) => !subpath.includes('*') && hasTypes(value))
    .map(([subpath]) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.replace(/^\.\//, '')}`))
    .sort();
}

/** The names each entry exports (an entry of ambient declarations only, such as `globals`, exports none). */
/** The exports of each entry, and which of them are values (functions, objects) rather than types only. */
export function entryExports(dir: string, entries: string[]): {exports: Record<string, string[]>; values: Record<string, string[]>} {
  const source = entries.map((entry, index) => `export * as e${index} from '${entry}';`).join('\n');
  const {checker, exports} = compileProbe(dir, source);
  const runtime = loadedExports(dir, entries);
  const read = entries.map((entry, index) => {
    const symbol = exports.get(`e${index}`);
    const module = symbol && checker.getAliasedSymbol(symbol);
    const symbols = module && module.flags & ts.SymbolFlags.Module ? checker.getExportsOfModule(module) : [];
    const isValue = (s: ts.Symbol) => Boolean((s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s).flags & ts.SymbolFlags.Value);
    // What the entry exports when Node loads it, where it loads outside a test run (`globals` does
    // not): a class the declarations export but the code does not (`CoverageProvider`) is a type.
    const loaded = runtime[entry];
    const values = symbols.filter(isValue).map((s) => s.name).filter((name) => !loaded || loaded.includes(name));
    return [entry, symbols.map((s) => s.name).sort(), values.sort()] as const;
  });
  return {
    exports: Object.fromEntries(read.map(([entry, names]) => [entry, names])),
    values: Object.fromEntries(read.map(([entry, , values]) => [entry, values])),
  };
}

/** The names each entry exports when Node imports it from `dir`; null for an entry that does not load there. */
export function loadedExports(dir: string, entries: string[]): Record<string, string[] | null> {
  const script = `const out = {};
for (const entry of ${JSON.stringify(entries)}) {
  try { out[entry] = Object.keys(await import(entry)); } catch { out[entry] = null; }
}
process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: dir, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}});
  if (run.status !== 0) throw new Error(`Could not import the entries from ${dir}:\n${run.stderr}`);
  return JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as Record<string, string[] | null>;
}
