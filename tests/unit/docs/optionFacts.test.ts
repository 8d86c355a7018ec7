/**
 * @jest-environment node
 */
import {docsVersions} from '../../../src/plugins/docs-versions/versions';
import {comparable, defaultHolds, expectedValue} from '../../../scripts/docsFacts/defaults';
import {flagsOf} from '../../../scripts/docsFacts/docs';
import {configKeys, configProbeSource, helpFlags, resolvedDefaults} from '../../../scripts/docsFacts/release';
import {NO_CLI, OPTION_FACTS} from '../../../scripts/docsFacts/optionFacts';
import {rstestBin, typeProbe, versionSandbox} from '../../../scripts/docsFacts/versionSandbox';

// The fact table (scripts/docsFacts/optionFacts.data.json) against the real release of each docs version: every option
// is a key of its `RstestConfig`, every flag is one its `rstest --help` prints (and an option
// without a flag has none), and every default is the value it resolves when the option is left
// out (the configuration `DEBUG=rstest` writes to disk).

/** The flags `rstest --help` lists, with their aliases (`-u`, `--update`, `--reporter`). */
const versionHelpFlags = (version: string, cwd: string) => helpFlags(rstestBin(version), cwd);

/** The keys of the release's `RstestConfig`, read through the TypeScript compiler. */
const versionConfigKeys = (version: string) => configKeys(typeProbe(version, 'config-keys', configProbeSource()));

describe.each(docsVersions())('the facts of docs version %s', (version) => {
  const facts = OPTION_FACTS[version].test;
  const options = Object.keys(facts);
  let sandbox = '';
  let flags = new Set<string>();
  let keys: string[] = [];
  let defaults: Record<string, unknown> = {};

  beforeAll(() => {
    sandbox = versionSandbox(version, 'option-facts');
    flags = versionHelpFlags(version, sandbox);
    keys = versionConfigKeys(version);
    defaults = resolvedDefaults(rstestBin(version), sandbox);
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
      const documented = flagsOf(cli);
      expect(documented.length).toBeGreaterThan(0);
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
    // npm run docs:drift compares defaults with the same rule (scripts/docsFacts/defaults.ts).
    expect(defaultHolds(option, facts[option].default, defaults, sandbox)).toBe(true);
  });
});
