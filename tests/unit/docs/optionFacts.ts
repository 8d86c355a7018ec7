/**
 * The Type / Default / CLI of every test option as Rstest 0.5 has them, taken from the fact
 * sheet (../shared/facts/rstest.md, [0.5] notes applied) and checked against the
 * @rstest/core 0.5.4 type declarations and `rstest --help`. The config pages must agree.
 */
export type OptionFact = {type: string; default: string; cli: string};

export const NO_CLI = 'none';

export const TEST_OPTION_FACTS: Record<string, OptionFact> = {
  root: {type: 'string', default: 'process.cwd()', cli: '-r, --root <root>'},
  name: {type: 'string', default: "'rstest'", cli: NO_CLI},
  include: {type: 'string[]', default: "['**/*.{test,spec}.?(c|m)[jt]s?(x)']", cli: '--include <include>'},
  exclude: {
    type: 'string[] | { patterns: string[]; override?: boolean }',
    default: "['**/node_modules/**', '**/dist/**', '**/.{idea,git,cache,output,temp}/**']",
    cli: '--exclude <exclude>',
  },
  setupFiles: {type: 'string[] | string', default: '[]', cli: NO_CLI},
  projects: {type: '(string | ProjectConfig)[]', default: '[<rootDir>]', cli: NO_CLI},
  update: {type: 'boolean', default: 'false', cli: '-u, --update'},
  globals: {type: 'boolean', default: 'false', cli: '--globals'},
  passWithNoTests: {type: 'boolean', default: 'false', cli: '--passWithNoTests'},
  includeSource: {type: 'string[]', default: '[]', cli: NO_CLI},
  testNamePattern: {type: 'string | RegExp', default: 'undefined', cli: '-t, --testNamePattern <value>'},
  retry: {type: 'number', default: '0', cli: '--retry <retry>'},
  testTimeout: {type: 'number', default: '5000', cli: '--testTimeout <value>'},
  hookTimeout: {type: 'number', default: '10000', cli: '--hookTimeout <value>'},
  maxConcurrency: {type: 'number', default: '5', cli: '--maxConcurrency <value>'},
  pool: {
    type: "'forks' | { type?: 'forks'; maxWorkers?: number | string; minWorkers?: number | string; execArgv?: string[] }",
    default: "{ type: 'forks' }",
    cli: NO_CLI,
  },
  isolate: {type: 'boolean', default: 'true', cli: '--isolate'},
  testEnvironment: {type: "'node' | 'jsdom' | 'happy-dom'", default: "'node'", cli: '--testEnvironment <name>'},
  clearMocks: {type: 'boolean', default: 'false', cli: '--clearMocks'},
  resetMocks: {type: 'boolean', default: 'false', cli: '--resetMocks'},
  restoreMocks: {type: 'boolean', default: 'false', cli: '--restoreMocks'},
  unstubEnvs: {type: 'boolean', default: 'false', cli: '--unstubEnvs'},
  unstubGlobals: {type: 'boolean', default: 'false', cli: '--unstubGlobals'},
  coverage: {type: 'CoverageOptions', default: 'undefined', cli: '--coverage'},
  reporters: {
    type: 'Reporter | BuiltInReporterNames | (Reporter | BuiltInReporterNames | [BuiltInReporterNames] | ReporterWithOptions)[]',
    default: "['default']",
    cli: '--reporter <reporter>',
  },
  slowTestThreshold: {type: 'number', default: '300', cli: '--slowTestThreshold <value>'},
  printConsoleTrace: {type: 'boolean', default: 'false', cli: '--printConsoleTrace'},
  onConsoleLog: {type: '(content: string) => boolean | void', default: 'undefined', cli: NO_CLI},
  disableConsoleIntercept: {type: 'boolean', default: 'false', cli: '--disableConsoleIntercept'},
};

/** Build groups and their 0.5 sub-options. */
export const BUILD_GROUP_OPTIONS: Record<string, string[]> = {
  plugins: [],
  source: ['decorators', 'define', 'exclude', 'include', 'tsconfigPath'],
  output: ['externals', 'cssModules', 'cleanDistPath'],
  resolve: ['aliasStrategy', 'alias', 'dedupe', 'extensions'],
  tools: ['bundlerChain', 'rspack', 'swc'],
  dev: ['writeToDisk'],
  performance: ['bundleAnalyze'],
};
