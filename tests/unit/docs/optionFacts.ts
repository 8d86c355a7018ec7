/**
 * The Type / Default / CLI of every test option page, per docs version, as the Rstest release of
 * that version has them: types from its `dist/index.d.ts`, defaults from the configuration it
 * resolves (`DEBUG=rstest` writes it to `dist/.rstest-temp/.rsbuild/rstest.config.mjs`), flags
 * from `rstest --help`. optionFacts.test.ts checks the flags against the real binary of each
 * version; configPages.test.ts checks that the pages agree with this table.
 *
 * When a new version is cut (maintainers/architecture.md "Versions"), the `current` entry is copied under the frozen
 * version's name, and `current` is brought to the new release.
 */
export type OptionFact = {type: string; default: string; cli: string};
export type VersionFacts = {
  /** The test options that have a page of their own under config/test/. */
  test: Record<string, OptionFact>;
  /** The build groups (config/build/<group>) and the sub-options each page documents. */
  build: Record<string, string[]>;
  /** Options of the release's RstestConfig that have no page in this version, with the reason. */
  withoutPage?: Record<string, string>;
};

export const NO_CLI = 'none';

/** The options both releases type and default alike. */
const SHARED: Record<string, OptionFact> = {
  root: {type: 'string', default: 'process.cwd()', cli: '-r, --root <root>'},
  name: {type: 'string', default: "'rstest'", cli: NO_CLI},
  include: {type: 'string[]', default: "['**/*.{test,spec}.?(c|m)[jt]s?(x)']", cli: '--include <include>'},
  exclude: {
    type: 'string[] | { patterns: string[]; override?: boolean }',
    default: "['**/node_modules/**', '**/dist/**', '**/.{idea,git,cache,output,temp}/**']",
    cli: '--exclude <exclude>',
  },
  setupFiles: {type: 'string[] | string', default: '[]', cli: NO_CLI},
  update: {type: 'boolean', default: 'false', cli: '-u, --update'},
  globals: {type: 'boolean', default: 'false', cli: '--globals'},
  passWithNoTests: {type: 'boolean', default: 'false', cli: '--passWithNoTests'},
  includeSource: {type: 'string[]', default: '[]', cli: NO_CLI},
  testNamePattern: {type: 'string | RegExp', default: 'undefined', cli: '-t, --testNamePattern <value>'},
  retry: {type: 'number', default: '0', cli: '--retry <retry>'},
  testTimeout: {type: 'number', default: '5000', cli: '--testTimeout <value>'},
  hookTimeout: {type: 'number', default: '10000', cli: '--hookTimeout <value>'},
  maxConcurrency: {type: 'number', default: '5', cli: '--maxConcurrency <value>'},
  isolate: {type: 'boolean', default: 'true', cli: '--isolate'},
  clearMocks: {type: 'boolean', default: 'false', cli: '--clearMocks'},
  resetMocks: {type: 'boolean', default: 'false', cli: '--resetMocks'},
  restoreMocks: {type: 'boolean', default: 'false', cli: '--restoreMocks'},
  unstubEnvs: {type: 'boolean', default: 'false', cli: '--unstubEnvs'},
  unstubGlobals: {type: 'boolean', default: 'false', cli: '--unstubGlobals'},
  // Without a coverage block the resolved config still holds one, switched off.
  coverage: {type: 'CoverageOptions', default: '{ enabled: false }', cli: '--coverage'},
  slowTestThreshold: {type: 'number', default: '300', cli: '--slowTestThreshold <value>'},
  printConsoleTrace: {type: 'boolean', default: 'false', cli: '--printConsoleTrace'},
  disableConsoleIntercept: {type: 'boolean', default: 'false', cli: '--disableConsoleIntercept'},
};

const POOL_TYPES_0_12 = "'forks' | 'threads' | 'vmForks' | 'vmThreads'";
const ENVIRONMENTS = "'node' | 'jsdom' | 'happy-dom'";

export const OPTION_FACTS: Record<string, VersionFacts> = {
  // @rstest/core 0.12.0
  current: {
    test: {
      ...SHARED,
      // Without `projects`, the root config is the one project.
      projects: {type: '(string | InlineProjectConfig)[]', default: 'undefined', cli: NO_CLI},
      pool: {
        type: `${POOL_TYPES_0_12} | { type?: ${POOL_TYPES_0_12}; maxWorkers?: number | string; memoryLimit?: number | string; execArgv?: string[] }`,
        default: "{ type: 'forks' }",
        cli: '--pool <type>',
      },
      testEnvironment: {
        type: `${ENVIRONMENTS} | { name: ${ENVIRONMENTS}; options?: Record<string, any>; prebundle?: 'auto' | boolean }`,
        default: "'node'",
        cli: '--testEnvironment <name>',
      },
      reporters: {
        type: 'Reporter | BuiltInReporterNames | (Reporter | BuiltInReporterNames | [BuiltInReporterNames] | ReporterWithOptions)[]',
        default: "['default']",
        cli: '--reporters, --reporter <name>',
      },
      onConsoleLog: {type: "(content: string, type: 'stdout' | 'stderr') => boolean | void", default: 'undefined', cli: NO_CLI},
      // Options that 0.5 lacked, or had without a page of their own (issue #17).
      bail: {type: 'number', default: '0', cli: '--bail [number]'},
      silent: {type: "boolean | 'passed-only'", default: 'false', cli: '--silent [value]'},
      hideSkippedTests: {type: 'boolean', default: 'false', cli: '--hideSkippedTests'},
      hideSkippedTestFiles: {type: 'boolean', default: 'false', cli: '--hideSkippedTestFiles'},
      logHeapUsage: {type: 'boolean', default: 'false', cli: '--logHeapUsage'},
      includeTaskLocation: {type: 'boolean', default: 'false', cli: '--includeTaskLocation'},
      detectAsyncLeaks: {type: 'boolean', default: 'false', cli: '--detectAsyncLeaks'},
      snapshotFormat: {type: "Omit<PrettyFormatOptions, 'plugins' | 'compareKeys'>", default: '{ printShadowRoot: false }', cli: NO_CLI},
      resolveSnapshotPath: {type: '(testPath: string, snapExtension: string) => string', default: 'undefined', cli: NO_CLI},
      env: {type: 'Partial<NodeJS.ProcessEnv>', default: '{}', cli: NO_CLI},
      expect: {type: '{ poll?: { interval?: number; timeout?: number } }', default: '{ poll: { interval: 50, timeout: 1000 } }', cli: NO_CLI},
      chaiConfig: {type: '{ showDiff?: boolean; truncateThreshold?: number }', default: 'undefined', cli: NO_CLI},
      extends: {type: 'ExtendConfigFn | ExtendConfig | (ExtendConfigFn | ExtendConfig)[]', default: 'undefined', cli: NO_CLI},
      forceRerunTriggers: {type: 'string[]', default: "['**/package.json/**', '**/rstest.config.*']", cli: NO_CLI},
      globalSetup: {type: 'string[] | string', default: '[]', cli: NO_CLI},
      onlyFailures: {type: 'boolean', default: 'false', cli: '-f, --onlyFailures'},
      federation: {type: 'boolean', default: 'false', cli: '--federation'},
      browser: {
        type:
          "{ enabled?: boolean; provider: 'playwright'; browser?: 'chromium' | 'firefox' | 'webkit'; headless?: boolean; port?: number; strictPort?: boolean; viewport?: { width: number; height: number } | DevicePreset; providerOptions?: Record<string, unknown> }",
        // `headless` follows the CI environment variable; the fact test runs with CI=true.
        default: "{ enabled: false, provider: 'playwright', browser: 'chromium', headless: true in CI, otherwise false, strictPort: false, providerOptions: {} }",
        cli: '--browser',
      },
    },
    build: {
      plugins: [],
      source: ['decorators', 'define', 'exclude', 'include', 'tsconfigPath', 'assetsInclude', 'transformImport'],
      output: ['externals', 'bundleDependencies', 'cssModules', 'module', 'emitAssets', 'cleanDistPath', 'distPath'],
      resolve: ['aliasStrategy', 'alias', 'dedupe', 'extensions', 'conditionNames', 'mainFields'],
      tools: ['bundlerChain', 'rspack', 'swc'],
      dev: ['writeToDisk'],
      performance: ['buildCache'],
    },
  },
  // @rstest/core 0.5.4
  '0.5': {
    test: {
      ...SHARED,
      projects: {type: '(string | ProjectConfig)[]', default: 'undefined', cli: NO_CLI},
      pool: {
        type: "'forks' | { type?: 'forks'; maxWorkers?: number | string; minWorkers?: number | string; execArgv?: string[] }",
        default: "{ type: 'forks' }",
        cli: NO_CLI,
      },
      testEnvironment: {type: ENVIRONMENTS, default: "'node'", cli: '--testEnvironment <name>'},
      reporters: {
        type: 'Reporter | BuiltInReporterNames | (Reporter | BuiltInReporterNames | [BuiltInReporterNames] | ReporterWithOptions)[]',
        default: "['default']",
        cli: '--reporter <reporter>',
      },
      onConsoleLog: {type: '(content: string) => boolean | void', default: 'undefined', cli: NO_CLI},
    },
    build: {
      plugins: [],
      source: ['decorators', 'define', 'exclude', 'include', 'tsconfigPath'],
      output: ['externals', 'cssModules', 'cleanDistPath'],
      resolve: ['aliasStrategy', 'alias', 'dedupe', 'extensions'],
      tools: ['bundlerChain', 'rspack', 'swc'],
      dev: ['writeToDisk'],
      performance: ['bundleAnalyze'],
    },
    // The frozen 0.5 docs had no page for these; the current docs have one for each (issue #17).
    withoutPage: {
      env: 'frozen docs version: documented at /config/test/env for 0.12',
      hideSkippedTests: 'frozen docs version: documented at /config/test/hideSkippedTests for 0.12',
      resolveSnapshotPath: 'frozen docs version: documented at /config/test/resolveSnapshotPath for 0.12',
      snapshotFormat: 'frozen docs version: documented at /config/test/snapshotFormat for 0.12',
    },
  },
};
