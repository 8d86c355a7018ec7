/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defaultHolds, matchesObject} from '../../../scripts/docsFacts/defaults';
import {cliTables, codeNamesOf, rstestImportsOf, type ApiHeadings} from '../../../scripts/docsFacts/docs';
import {compare, compareApi, compareCli, compareExports, compareOptions, driftCount, formatReport, withoutDetailsOf, type DocsSide, type ReleaseSide} from '../../../scripts/docsFacts/drift';
import {compileProbe, optionTypeFacets, parseHelpCommands, parseHelpFlags, type RstestApi} from '../../../scripts/docsFacts/release';
import {compareVersions, firstWith, itemLines, locate, releasesBetween, sinceLabel, stateOf, type PageFacts} from '../../../scripts/docsFacts/where';
import {ADAPTERS, comparableType, compareAdapters, convertParameters, optionsTable, readAdapterTypes, type AdapterDocs, type AdapterTypes} from '../../../scripts/docsFacts/adapters';

// The comparison behind `npm run docs:drift` (scripts/docsFacts/drift.ts) on small made-up docs and
// releases: each drift the command must report, and no report when both sides agree.

const ROOT = '/project';

const API: RstestApi = {
  exports: ['afterAll', 'beforeAll', 'describe', 'expect', 'rs', 'rstest', 'test'],
  expectStatic: ['any', 'soft'],
  matchers: ['rejects', 'resolves', 'toBe', 'toHaveBeenCalled'],
  test: ['each', 'skip'],
  describe: ['only'],
  rstest: ['fn', 'spyOn'],
  rs: ['fn', 'spyOn'],
  mockInstance: ['mockReturnValue'],
  mockState: ['calls'],
};

const HEADINGS: ApiHeadings = {
  expect: new Set(['expect.soft', 'expect.any', 'Equality', 'toBe', 'toHaveBeenCalled', '.resolves', '.rejects']),
  aliases: new Map(),
  test: new Set(['test.each', 'test.skip']),
  describe: new Set(['describe.only']),
  hooks: new Set(['beforeAll', 'afterAll']),
  rstest: new Set(['rstest.fn', 'rstest.spyOn']),
  mockInstance: new Set(['mockFn.mockReturnValue', 'mockFn.mock.calls']),
};

function docsSide(): DocsSide {
  return {
    version: 'current',
    release: '1.0.0',
    options: {
      testTimeout: {type: 'number', default: '5000', cli: '--testTimeout <value>'},
      pool: {type: "'forks' | { type?: 'forks' }", default: "{ type: 'forks' }", cli: '--pool <type>'},
      name: {type: 'string', default: "'rstest'", cli: 'none'},
    },
    build: {output: ['module']},
    withoutPage: [],
    optionFacets: {testTimeout: ['testTimeout: number'], pool: ["pool.type", "pool.type: 'forks'", "pool: 'forks'"], name: ['name: string']},
    entries: {'@rstest/core': ['defineConfig', 'test'], '@rstest/core/api': ['createRstest']},
    imports: {'@rstest/core/api': ['createRstest']},
    codeNames: new Set(['defineConfig', 'test', 'createRstest']),
    cli: {commands: ['list', 'run'], flags: ['--pool <type>', '--testTimeout', '-h', '--help'].map((flag) => flag.split(' ')[0]), mentioned: []},
    headings: HEADINGS,
  };
}

function releaseSide(): ReleaseSide {
  return {
    version: '1.0.0',
    configKeys: ['testTimeout', 'pool', 'name', 'output'],
    optionFacets: {testTimeout: ['testTimeout: number'], pool: ["pool.type", "pool.type: 'forks'", "pool: 'forks'"], name: ['name: string']},
    buildSubOptions: {output: ['module']},
    defaults: {testTimeout: 5000, pool: {type: 'forks', maxWorkers: 2}, name: 'rstest'},
    root: ROOT,
    commands: {'': ['--testTimeout', '--pool', '-h', '--help'], run: ['--testTimeout', '--pool', '-h', '--help'], list: ['--testTimeout']},
    entries: {'@rstest/core': ['defineConfig', 'test'], '@rstest/core/api': ['createRstest'], '@rstest/core/internal/adapter': ['anything']},
    values: {'@rstest/core': ['defineConfig', 'test'], '@rstest/core/api': ['createRstest'], '@rstest/core/internal/adapter': ['anything']},
    api: API,
  };
}

const names = (items: {name: string}[]) => items.map((item) => item.name);

describe('docs:drift, when the docs and the release agree', () => {
  it('reports nothing, and says so', () => {
    const sections = compare(docsSide(), releaseSide());
    expect(driftCount(sections)).toBe(0);
    expect(formatReport(docsSide(), releaseSide(), sections)).toMatch(/No drift: the docs match @rstest\/core 1\.0\.0\.$/);
  });
});

describe('docs:drift on config options', () => {
  it('names an option the release adds, with the default it resolves', () => {
    const release = {...releaseSide(), configKeys: [...releaseSide().configKeys, 'bail'], defaults: {...releaseSide().defaults, bail: 0}};
    expect(compareOptions(docsSide(), release).undocumented).toEqual([{name: 'bail', detail: 'resolves to 0'}]);
  });

  it('names an option with a page that the release lacks', () => {
    const release = {...releaseSide(), configKeys: ['testTimeout', 'name', 'output']};
    expect(names(compareOptions(docsSide(), release).missing)).toEqual(['pool']);
  });

  it('reports an option listed without a page as only mentioned, and a reason for an option the release lacks as stale', () => {
    const docs = {...docsSide(), withoutPage: ['env', 'gone']};
    const release = {...releaseSide(), configKeys: [...releaseSide().configKeys, 'env']};
    const section = compareOptions(docs, release);
    expect(section.undocumented).toEqual([{name: 'env', detail: 'resolves to undefined; no page of its own, only mentioned'}]);
    expect(names(section.missing)).toEqual(['gone']);
  });

  it('names a default the release resolves otherwise', () => {
    const release = {...releaseSide(), defaults: {...releaseSide().defaults, testTimeout: 10000}};
    expect(compareOptions(docsSide(), release).differs).toEqual([{name: 'testTimeout', detail: 'default: the docs say 5000, 1.0.0 resolves 10000'}]);
  });

  it('names what the type gains and loses, without the details of a property it names', () => {
    const release = {...releaseSide(), version: '2.0.0', optionFacets: {...releaseSide().optionFacets, pool: ['pool.memoryLimit', 'pool.memoryLimit: number', 'pool.type', "pool.type: 'forks'", "pool.type: 'vmForks'"]}};
    const [differs] = compareOptions(docsSide(), release).differs;
    expect(differs.name).toBe('pool');
    expect(differs.detail).toBe("type (1.0.0 → 2.0.0): 2.0.0 lacks pool: 'forks'; 2.0.0 adds pool.memoryLimit, pool.type: 'vmForks'");
  });

  it('names a documented flag the release lacks, and a flag the docs say an option does not have', () => {
    const release = {...releaseSide(), commands: {'': ['--name', '-h', '--help'], run: ['--name']}};
    const detail = (option: string) => compareOptions(docsSide(), release).differs.filter((item) => item.name === option).map((item) => item.detail);
    expect(detail('testTimeout')).toEqual(['CLI: 1.0.0 has no --testTimeout']);
    expect(detail('name')).toEqual(['CLI: the docs say none, 1.0.0 has --name']);
  });

  it('names build sub-options on either side', () => {
    const release = {...releaseSide(), buildSubOptions: {output: ['distPath']}};
    const section = compareOptions(docsSide(), release);
    expect(names(section.undocumented)).toEqual(['output.distPath']);
    expect(names(section.missing)).toEqual(['output.module']);
  });
});

describe('docs:drift on the CLI', () => {
  it('names commands and flags on either side, with the commands that take a flag', () => {
    const release = {...releaseSide(), commands: {'': ['--testTimeout', '--pool', '-h', '--help', '--shard'], run: ['--testTimeout', '--pool', '--shard'], init: ['--yes']}};
    const section = compareCli(docsSide(), release);
    expect(section.undocumented).toEqual([
      {name: '--shard', detail: 'flag of rstest, run'},
      {name: '--yes', detail: 'flag of init'},
      {name: 'rstest init', detail: 'command'},
    ]);
    expect(section.missing).toEqual([{name: 'rstest list', detail: 'command'}]);
  });

  it('reports a flag the text only mentions, and counts a table wildcard for every flag below it', () => {
    const docs = {...docsSide(), cli: {...docsSide().cli, flags: [...docsSide().cli.flags, '--coverage.*'], mentioned: ['--yes']}};
    const release = {...releaseSide(), commands: {...releaseSide().commands, init: ['--yes'], run: ['--coverage.clean', '--coverage.include']}};
    expect(names(compareCli(docs, release).undocumented)).toEqual(['--yes', 'rstest init']);
  });

  it('does not take a mention as proof that the release has a flag', () => {
    const docs = {...docsSide(), cli: {...docsSide().cli, mentioned: ['--gone']}};
    expect(compareCli(docs, releaseSide()).missing).toEqual([]);
    const tabled = {...docsSide(), cli: {...docsSide().cli, flags: [...docsSide().cli.flags, '--gone']}};
    expect(names(compareCli(tabled, releaseSide()).missing)).toEqual(['--gone']);
  });
});

describe('docs:drift on the exports', () => {
  it('names exports and entries on either side, what the examples import, and leaves internal entries out', () => {
    const release = {...releaseSide(), entries: {'@rstest/core': ['defineConfig', 'mergeRstestConfig', 'test'], '@rstest/core/internal/adapter': ['x']}};
    const section = compareExports(docsSide(), release);
    expect(section.undocumented).toEqual([{name: 'mergeRstestConfig', detail: 'export of @rstest/core'}]);
    expect(section.missing).toEqual([{name: '@rstest/core/api', detail: 'entry point'}]);
    const moved = {...releaseSide(), entries: {'@rstest/core': ['defineConfig', 'test'], '@rstest/core/api': ['runCLI']}};
    expect(compareExports(docsSide(), moved).missing).toEqual([{name: 'createRstest', detail: 'export of @rstest/core/api, imported by the examples'}]);
  });

  it('reports a new name the pages only write as code as only mentioned, and a name that moved between entries', () => {
    const release = {...releaseSide(), entries: {'@rstest/core': ['defineConfig', 'mergeProjectConfig', 'mergeRstestConfig', 'test'], '@rstest/core/api': ['createRstest', 'test']}};
    const docs = {...docsSide(), codeNames: new Set([...docsSide().codeNames, 'mergeRstestConfig'])};
    expect(compareExports(docs, release).undocumented).toEqual([
      {name: 'mergeProjectConfig', detail: 'export of @rstest/core'},
      {name: 'mergeRstestConfig', detail: 'export of @rstest/core, only mentioned'},
      {name: 'test', detail: 'export of @rstest/core/api'},
    ]);
  });

  it("names a function of the docs' own release that no page names, but not a type", () => {
    const entries = {'@rstest/core': ['TestForFn', 'defineConfig', 'mergeProjectConfig', 'test']};
    const docs = {...docsSide(), entries};
    const release = {...releaseSide(), entries, values: {'@rstest/core': ['defineConfig', 'mergeProjectConfig', 'test']}};
    expect(compareExports(docs, release).undocumented).toEqual([{name: 'mergeProjectConfig', detail: 'export of @rstest/core, a value no page names'}]);
    const named = {...docs, codeNames: new Set([...docs.codeNames, 'mergeProjectConfig'])};
    expect(compareExports(named, release).undocumented).toEqual([]);
  });

  it('names an entry the docs never use', () => {
    const release = {...releaseSide(), entries: {...releaseSide().entries, '@rstest/core/browser': []}};
    expect(compareExports(docsSide(), release).undocumented).toEqual([{name: '@rstest/core/browser', detail: 'entry point'}]);
  });
});

describe('docs:drift on the utilities and matchers', () => {
  it('names what the release adds and has no heading, by the reference headings rules', () => {
    const api = {...API, matchers: [...API.matchers, 'toBeNullable', 'toBeCalled'], rs: [...API.rs, 'waitFor'], expectStatic: [...API.expectStatic, 'poll'], mockState: ['calls', 'results']};
    const docs = {...docsSide(), headings: {...HEADINGS, aliases: new Map([['toBeCalled', 'toHaveBeenCalled']])}};
    expect(names(compareApi(docs, {...releaseSide(), api}).undocumented)).toEqual(['expect.poll', 'mockFn.mock.results', 'rstest.waitFor', 'toBeNullable']);
  });

  it('names the headings of functions the release lacks', () => {
    const api = {...API, matchers: ['toBe', 'resolves'], rstest: ['fn'], rs: ['fn'], test: ['each'], expectStatic: ['any'], exports: API.exports.filter((name) => name !== 'afterAll')};
    expect(names(compareApi(docsSide(), {...releaseSide(), api}).missing)).toEqual(['afterAll', 'expect.soft', 'rejects', 'rstest.spyOn', 'test.skip', 'toHaveBeenCalled']);
  });
});

describe('the readers docs:drift adds', () => {
  it('reads the commands and flags of the CLI page: table rows, wildcards, and flags named in the text', () => {
    const page = [
      '| Command | What |',
      '| --- | --- |',
      '| `rstest [...filters]` | run |',
      '| `rstest merge-reports [path]` | merge |',
      '',
      '| `-c, --config <config>` | config |',
      '| `--coverage` and the `--coverage.*` flags | coverage |',
      '| `--config-loader <loader>` | loader |',
      '',
      '`--yes` skips the questions; turn a switch off with a `--no-` prefix.',
      '',
      '```bash',
      'npx rstest --test-timeout 5',
      '```',
    ].join('\n');
    expect(cliTables(page)).toEqual({
      commands: ['merge-reports'],
      flags: ['--config', '--config-loader', '--coverage', '--coverage.*', '-c'],
      mentioned: ['--config', '--config-loader', '--coverage', '--coverage.*', '--no', '--yes', '-c'],
    });
  });

  it("reads what the examples import from each entry, types and renamed imports included", () => {
    const page = "```ts\nimport {createRstest, type RstestInstance} from '@rstest/core/api';\nimport type {Reporter} from '@rstest/core';\nimport {test as it} from '@rstest/core';\n```";
    expect(rstestImportsOf([page])).toEqual({'@rstest/core': ['Reporter', 'test'], '@rstest/core/api': ['RstestInstance', 'createRstest']});
  });

  it('reads the names the pages write as code: code blocks, inline code and headings, not prose', () => {
    const page = "## `rstest.fn`\n\nCall `mergeRstestConfig(a, b)` to merge; Reporter is a word here.\n\n```ts\nconst config = defineProject({});\n```\n";
    const found = codeNamesOf([page]);
    expect(['rstest', 'fn', 'mergeRstestConfig', 'defineProject', 'config'].filter((name) => !found.has(name))).toEqual([]);
    expect(found.has('Reporter')).toBe(false);
  });

  it('reads the commands and flags of a --help text', () => {
    const help = 'rstest/1.0.0\n\nCommands:\n  [...filters]          run tests\n  run [...filters]      run once\n  merge-reports [path]  merge\n\nFor more info\n\nOptions:\n  -c, --config <config>  config\n  --browser.providerOptions.*  options\n  -h, --help  help\n';
    expect(parseHelpCommands(help)).toEqual(['run', 'merge-reports']);
    expect([...parseHelpFlags(help)]).toEqual(['-c', '--config', '--browser.providerOptions.*', '-h', '--help']);
  });

  it('reads the facets of option types: literals, properties, their literals, callbacks as functions', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-facets-'));
    const probe = compileProbe(
      dir,
      "export type Config = {pool?: 'forks' | {type?: 'forks' | 'vmForks'; memoryLimit?: number | string}; flag?: boolean; onLog?: (line: string) => void; out?: Pick<{a?: string; b?: number}, 'a'> & {c?: RegExp}};\n",
    );
    expect(optionTypeFacets(probe, ['pool', 'flag', 'onLog', 'out', 'absent'])).toEqual({
      pool: ['pool.memoryLimit', 'pool.memoryLimit: number', 'pool.memoryLimit: string', 'pool.type', "pool.type: 'forks'", "pool.type: 'vmForks'", "pool: 'forks'"],
      flag: ['flag: boolean'],
      onLog: ['onLog: function'],
      out: ['out.a', 'out.a: string', 'out.c', 'out.c: RegExp'],
    });
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('drops the details of a property that is listed itself', () => {
    expect(withoutDetailsOf(['pool.memoryLimit', 'pool.memoryLimit: number', "pool.type: 'vmForks'", "pool: 'vmForks'"])).toEqual(['pool.memoryLimit', "pool.type: 'vmForks'", "pool: 'vmForks'"]);
  });

  it('holds a default as the option facts test does: an object default is a subset, projects is the root project', () => {
    expect(defaultHolds('pool', "{ type: 'forks' }", {pool: {type: 'forks', maxWorkers: 2}}, ROOT)).toBe(true);
    expect(defaultHolds('pool', "{ type: 'threads' }", {pool: {type: 'forks'}}, ROOT)).toBe(false);
    expect(defaultHolds('include', "['a']", {include: ['a', 'b']}, ROOT)).toBe(false);
    expect(defaultHolds('root', 'process.cwd()', {root: ROOT}, ROOT)).toBe(true);
    expect(defaultHolds('projects', 'undefined', {projects: [{root: ROOT}]}, ROOT)).toBe(true);
    expect(defaultHolds('projects', 'undefined', {projects: [{root: ROOT}, {root: '/other'}]}, ROOT)).toBe(false);
    expect(defaultHolds('exclude', "['x']", {exclude: {patterns: ['x', 'dist/.rstest-temp']}}, ROOT)).toBe(true);
    expect(matchesObject({a: [1, 2]}, {a: [1]})).toBe(false);
  });
});

describe('docs:drift tells the writer where and since when', () => {
  const pages: PageFacts[] = [
    {file: 'config/test/bail.mdx', headings: ['Details'], code: ['bail: 1', 'bail']},
    {file: 'guide/basic/cli.md', headings: ['rstest init'], code: ['--bail', '--yes'], cliFlags: ['--bail']},
    {file: 'guide/basic/whats-new.mdx', headings: [], code: ['bail', '--yes', 'onlyFailures']},
    {file: 'api/javascript-api/rstest-core.mdx', headings: ['createRstest'], code: ['createRstest', 'initCli']},
  ];

  it('names an option’s own page, and the pages that only mention it', () => {
    expect(locate('options', {name: 'bail'}, pages)).toEqual({own: 'config/test/bail.mdx', mentions: ['guide/basic/whats-new.mdx']});
  });

  it('tells a passing mention from a page of its own, and says where to write it', () => {
    expect(locate('options', {name: 'onlyFailures'}, pages)).toEqual({mentions: ['guide/basic/whats-new.mdx'], write: 'config/test/onlyFailures.mdx'});
    expect(locate('cli', {name: '--yes'}, pages)).toEqual({mentions: ['guide/basic/cli.md', 'guide/basic/whats-new.mdx'], write: 'guide/basic/cli.md'});
    expect(locate('cli', {name: '--bail'}, pages).own).toBe('guide/basic/cli.md');
    expect(locate('exports', {name: 'initCli', detail: 'export of @rstest/core'}, pages)).toEqual({mentions: ['api/javascript-api/rstest-core.mdx'], write: 'api/javascript-api/rstest-core.mdx'});
    expect(locate('exports', {name: 'createRstest', detail: 'export of @rstest/core/api'}, pages).own).toBe('api/javascript-api/rstest-core.mdx');
  });

  it('reports a flag the CLI page only names in its text as undocumented', () => {
    const docs = {...docsSide(), cli: {...docsSide().cli, mentioned: ['--yes']}};
    const release = {...releaseSide(), commands: {...releaseSide().commands, init: ['--yes']}};
    expect(compareCli(docs, release).undocumented).toEqual([
      {name: '--yes', detail: 'flag of init; only mentioned in the text of the CLI page, no table row'},
      {name: 'rstest init', detail: 'command'},
    ]);
  });

  it('reports an option the fact table lists without a page as undocumented', () => {
    const docs = {...docsSide(), withoutPage: ['bail']};
    const release = {...releaseSide(), configKeys: [...releaseSide().configKeys, 'bail'], defaults: {...releaseSide().defaults, bail: 0}};
    expect(compareOptions(docs, release).undocumented).toEqual([{name: 'bail', detail: 'resolves to 0; no page of its own, only mentioned'}]);
  });

  it('finds the first release between the two that has the newer state, by bisection', () => {
    const between = ['0.6.4', '0.6.5', '0.7.0', '0.7.7', '0.8.1', '0.12.0'];
    const asked: string[] = [];
    const has = (version: string) => (asked.push(version), String(compareVersions(version, '0.7.7') >= 0));
    expect(firstWith('true', 'false', between, has)).toBe('0.7.7');
    expect(asked.length).toBeLessThan(between.length);
    // The older side already had it: the docs differ, no release changed it.
    expect(firstWith('true', 'true', between, has)).toBeUndefined();
  });

  it('reads a release’s state on an item from its facts', () => {
    const release = {...releaseSide(), configKeys: ['bail'], buildSubOptions: {output: ['distPath']}};
    expect(stateOf('options', {name: 'bail', detail: 'resolves to 0'}, release)).toBe('true');
    expect(stateOf('options', {name: 'extends'}, release)).toBe('false');
    expect(stateOf('options', {name: 'output.distPath'}, release)).toBe('true');
    expect(stateOf('cli', {name: '--pool'}, releaseSide())).toBe('true');
    expect(stateOf('exports', {name: 'createRstest', detail: 'export of @rstest/core/api, imported by the examples'}, releaseSide())).toBe('true');
    expect(stateOf('api', {name: 'rstest.waitFor', detail: 'rstest / rs utility'}, releaseSide())).toBe('false');
  });

  it('orders releases and lists those in between, and says when the registry lacks the releases just before one', () => {
    expect(releasesBetween(['0.5.4', '0.6.4', '0.10.0', '0.9.10', '0.12.0-beta.1', '0.12.0'], '0.5.4', '0.12.0')).toEqual(['0.6.4', '0.9.10', '0.10.0', '0.12.0']);
    expect(sinceLabel('0.6.4', ['0.5.4', '0.6.4'])).toBe('0.6.4 (the first on the registry after 0.5.4)');
    expect(sinceLabel('0.7.7', ['0.7.6', '0.7.7'])).toBe('0.7.7');
    expect(sinceLabel('0.12.0', ['0.11.12', '0.12.0'])).toBe('0.12.0');
  });

  it('prints each item with its English and Chinese pages and its release', () => {
    const paths = (page: string): [string, string] => [`docs/${page}`, `i18n/zh/current/${page}`];
    const lines = itemLines({name: 'bail', detail: 'resolves to 0', since: '0.6.4', where: {mentions: ['guide/basic/whats-new.mdx'], write: 'config/test/bail.mdx'}}, paths);
    expect(lines).toEqual([
      '    - bail  (resolves to 0)  [since 0.6.4]',
      '        no page of its own, only mentioned; write it in docs/config/test/bail.mdx + i18n/zh/current/config/test/bail.mdx',
      '        mentioned in: docs/guide/basic/whats-new.mdx (and their Chinese copies)',
    ]);
  });
});

describe('docs:drift on the build adapters', () => {
  const page = [
    '## Options {#options}',
    '',
    '`withFooConfig(options)` accepts:',
    '',
    '| Option | Type | Default | Use |',
    '| --- | --- | --- | --- |',
    "| `configPath` | `string` | `'./foo.config.ts'` | Path. |",
    '| `env` | `Record<string, unknown> \\| string[]` | `undefined` | Values. |',
    '| `modifyFooConfig` | `(config: FooConfig) => FooConfig` | `undefined` | Changes it. |',
    '',
    'The package also exports `toRstestConfig({ fooConfig, modifyFooConfig })`.',
    '',
    '## Related',
    '',
    '| `notAnOption` | `string` |',
  ].join('\n');
  const docs = (overrides: Partial<AdapterDocs> = {}): AdapterDocs[] => [
    {name: '@rstest/adapter-foo', page: 'guide/integration/foo.mdx', en: optionsTable(page), zh: optionsTable(page), convert: convertParameters(page), ...overrides},
  ];
  const types = (overrides: Partial<AdapterTypes> = {}): AdapterTypes[] => [
    {
      name: '@rstest/adapter-foo',
      version: '1.0.0',
      options: {configPath: 'string', env: 'string[] | Record<string, unknown>', modifyFooConfig: '(buildConfig: FooConfig) => FooConfig'},
      convert: ['fooConfig', 'modifyFooConfig'],
      ...overrides,
    },
  ];
  const names = (items: {name: string}[]) => items.map((item) => item.name);

  it('reads the options table under the Options heading, in either locale, and the parameters the page writes for toRstestConfig', () => {
    expect(optionsTable(page)).toEqual({configPath: 'string', env: 'Record<string, unknown> | string[]', modifyFooConfig: '(config: FooConfig) => FooConfig'});
    expect(optionsTable(page.replace('## Options {#options}', '## Options'))).toEqual(optionsTable(page));
    expect(optionsTable('## Install\n\n| a | b |\n| --- | --- |\n| `x` | `y` |')).toBeUndefined();
    expect(convertParameters(page)).toEqual(['fooConfig', 'modifyFooConfig']);
  });

  it('compares types as written, whatever the order of a union and the names of a callback’s parameters', () => {
    expect(comparableType('Record<string, unknown> | string[]')).toBe(comparableType('string[] | Record<string, unknown>'));
    expect(comparableType('(config: FooConfig) => FooConfig')).toBe(comparableType('(buildConfig: FooConfig) => FooConfig'));
    expect(comparableType('(config: FooConfig) => FooConfig')).not.toBe(comparableType('(config: BarConfig) => FooConfig'));
    expect(comparableType('string')).not.toBe(comparableType("'a' | 'b'"));
  });

  it('reports nothing when the guide and the adapter agree', () => {
    const section = compareAdapters(docs(), types());
    expect([section.undocumented, section.missing, section.differs]).toEqual([[], [], []]);
    expect(section.title).toContain('@rstest/adapter-foo 1.0.0');
  });

  it('names an option the adapter gains or loses, and one typed otherwise, on the guide’s page', () => {
    const section = compareAdapters(docs(), types({options: {configPath: 'string', env: 'string', cwd: 'string'}}));
    expect(names(section.undocumented)).toEqual(['@rstest/adapter-foo: cwd']);
    expect(names(section.missing)).toEqual(['@rstest/adapter-foo: modifyFooConfig']);
    expect(section.differs.map((item) => item.detail)).toEqual(['type: the table says Record<string, unknown> | string[], @rstest/adapter-foo 1.0.0 declares string']);
    expect(section.undocumented[0].where).toEqual({own: 'guide/integration/foo.mdx', mentions: []});
  });

  it('names a Chinese table out of step, a page without a table, and toRstestConfig’s parameters', () => {
    const zh = {configPath: 'string', env: 'string[]'};
    expect(compareAdapters(docs({zh}), types()).differs.map((item) => item.detail)).toEqual(['the Chinese table lacks modifyFooConfig']);
    expect(names(compareAdapters(docs({en: undefined}), types()).differs)).toEqual(['@rstest/adapter-foo']);
    expect(compareAdapters(docs(), types({convert: ['fooConfig', 'configPath', 'modifyFooConfig']})).differs.map((item) => item.detail)).toEqual([
      'the page writes { fooConfig, modifyFooConfig }, @rstest/adapter-foo 1.0.0 takes { fooConfig, configPath, modifyFooConfig }',
    ]);
    expect(names(compareAdapters(docs(), types({convert: undefined})).missing)).toEqual(['@rstest/adapter-foo: toRstestConfig']);
  });

  it('reads each adapter’s options and toRstestConfig’s parameters from its type declarations', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'adapters-'));
    const dirs = Object.fromEntries(
      ADAPTERS.map(({name, fn}, index) => {
        const dir = path.join(root, 'packages', String(index));
        fs.mkdirSync(dir, {recursive: true});
        fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name, version: `0.${index}.0`, types: 'index.d.ts'}));
        fs.writeFileSync(
          path.join(dir, 'index.d.ts'),
          [
            'type Name = string;',
            'export interface Options { cwd?: string; configName?: Name; env?: Record<string, unknown> | string[]; modify?: (config: object) => object }',
            `export declare function ${fn}(options?: Options): unknown;`,
            ...(index === 0 ? ['export declare function toRstestConfig(options: { config: object; cwd?: string }): unknown;'] : []),
          ].join('\n'),
        );
        return [name, dir];
      }),
    );
    const sandbox = path.join(root, 'sandbox');
    fs.mkdirSync(sandbox);
    try {
      const [rsbuild, rslib] = readAdapterTypes(sandbox, dirs);
      expect({...rsbuild, options: Object.fromEntries(Object.entries(rsbuild.options).map(([name, type]) => [name, comparableType(type)]))}).toEqual({
        name: '@rstest/adapter-rsbuild',
        version: '0.0.0',
        options: {cwd: 'string', configName: 'string', env: comparableType('Record<string, unknown> | string[]'), modify: comparableType('(config: object) => object')},
        convert: ['config', 'cwd'],
      });
      expect(rslib.version).toBe('0.1.0');
      expect(rslib.convert).toBeUndefined();
      expect(() => readAdapterTypes(sandbox, {...dirs, '@rstest/adapter-rspack': undefined})).toThrow('@rstest/adapter-rspack is not installed');
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
