/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import {docsVersions} from '../../../scripts/docsVersions';
import {NO_CLI, OPTION_FACTS} from './optionFacts';
import {rstestBin, typeProbe, versionSandbox} from './versionSandbox';

// The fact table (optionFacts.ts) against the real release of each docs version: every option
// is a key of its `RstestConfig`, every flag is one its `rstest --help` prints (and an option
// without a flag has none), and every default is the value it resolves when the option is left
// out (the configuration `DEBUG=rstest` writes to disk).

const run = (version: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [rstestBin(version), ...args], {
    cwd,
    encoding: 'utf8',
    env: {...process.env, ...env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', GITHUB_ACTIONS: ''},
    timeout: 60_000,
  });

/** The flags `rstest --help` lists, with their aliases (`-u`, `--update`, `--reporter`). */
function helpFlags(version: string, cwd: string): Set<string> {
  const help = run(version, ['--help'], cwd).stdout;
  const options = help.slice(help.indexOf('Options:'));
  return new Set([...options.matchAll(/^\s+((?:-{1,2}[\w.*-]+(?:,\s*)?)+)/gm)].flatMap((match) => match[1].split(/,\s*/)));
}

/** The keys of the release's `RstestConfig`, read through the TypeScript compiler. */
function configKeys(version: string): string[] {
  const {checker, exports} = typeProbe(version, 'config-keys', "import type {RstestConfig} from '@rstest/core';\nexport type Config = RstestConfig;\n");
  return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(exports.get('Config')!)).map((symbol) => symbol.name);
}

/** The configuration the release resolves for a project without a config file. */
function resolvedDefaults(version: string, sandbox: string): Record<string, unknown> {
  fs.writeFileSync(path.join(sandbox, 'a.test.ts'), "import {expect, test} from '@rstest/core';\ntest('a', () => expect(1).toBe(1));\n");
  const result = run(version, ['run'], sandbox, {DEBUG: 'rstest'});
  expect(result.status).toBe(0);
  const dump = path.join(sandbox, 'dist/.rstest-temp/.rsbuild/rstest.config.mjs');
  // A plain Node process reads the module (Jest's runtime cannot import ESM); undefined values drop out.
  const read = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const {default: config} = await import(${JSON.stringify(pathToFileURL(dump).href)}); console.log(JSON.stringify(config));`],
    {encoding: 'utf8'},
  );
  return JSON.parse(read.stdout) as Record<string, unknown>;
}

/** A default as the page writes it, as the value the release resolves. */
function expectedValue(display: string, root: string): unknown {
  if (display === 'process.cwd()') return root;
  if (display === 'undefined') return undefined;
  // A default that depends on the CI variable, as the page words it (`browser.headless`); these runs set CI=true.
  display = display.replace(/: true in CI, otherwise false/g, ': true');
  return new Function(`return (${display});`)();
}

/** What the release resolves an option to, in the shape the page describes the default. */
function comparable(option: string, value: unknown): unknown {
  // The temporary output folder is appended to `exclude` at run time (the page says so).
  if (option === 'exclude') {
    const {patterns} = value as {patterns: string[]};
    return patterns.filter((pattern) => !pattern.includes('.rstest-temp'));
  }
  // 0.12 resolves the environment's name into an object.
  if (option === 'testEnvironment' && typeof value === 'object' && value !== null) return (value as {name: string}).name;
  return value;
}

describe.each(docsVersions())('the facts of docs version %s', (version) => {
  const facts = OPTION_FACTS[version].test;
  const options = Object.keys(facts);
  let sandbox = '';
  let flags = new Set<string>();
  let keys: string[] = [];
  let defaults: Record<string, unknown> = {};

  beforeAll(() => {
    sandbox = versionSandbox(version, 'option-facts');
    flags = helpFlags(version, sandbox);
    keys = configKeys(version);
    defaults = resolvedDefaults(version, sandbox);
  }, 120_000);

  it('reads the release', () => {
    expect(flags.has('--testTimeout')).toBe(true);
    expect(keys).toContain('testTimeout');
    expect(defaults.testTimeout).toBe(5000);
  });

  it('every option of RstestConfig has a page: a test option, a build group, or a stated reason', () => {
    const {build, withoutPage = {}} = OPTION_FACTS[version];
    const documented = new Set([...options, ...Object.keys(build), ...Object.keys(withoutPage)]);
    expect(keys.filter((key) => !documented.has(key)).sort()).toEqual([]);
    // A reason for an option that has a page, or that the release lacks, is stale.
    expect(Object.keys(withoutPage).filter((key) => options.includes(key) || !keys.includes(key))).toEqual([]);
  });

  it.each(options)('%s is an option of RstestConfig', (option) => {
    expect(keys).toContain(option);
  });

  it.each(options)('%s: the CLI flags are those of rstest --help', (option) => {
    const {cli} = facts[option];
    if (cli === NO_CLI) {
      expect([...flags].filter((flag) => flag === `--${option}` || flag.startsWith(`--${option}.`))).toEqual([]);
    } else {
      const documented = cli.match(/(?<![\w-])--?[\w.]+/g)!;
      expect(documented.filter((flag) => !flags.has(flag))).toEqual([]);
    }
  });

  it.each(options)('%s: the default is what the release resolves', (option) => {
    const expected = expectedValue(facts[option].default, sandbox);
    const actual = comparable(option, defaults[option]);
    if (option === 'projects') {
      // Without `projects`, the root configuration is the one project.
      expect(expected).toBeUndefined();
      expect((defaults.projects as {root: string}[]).map((project) => project.root)).toEqual([sandbox]);
    } else if (typeof expected === 'object' && expected !== null && !Array.isArray(expected)) {
      expect(actual).toMatchObject(expected);
    } else {
      expect(actual).toEqual(expected);
    }
  });
});
