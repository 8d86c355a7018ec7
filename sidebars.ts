import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar per top-level section (Guide, Config, API); the navbar opens each one.
// Category labels are the spec's sidebar groups; their Chinese labels are in
// i18n/zh/docusaurus-plugin-content-docs/current.json. Only the default export may be
// exported: Docusaurus reads every export of this module as a sidebar.

// The spec's 29 test options, with the 18 that only the current docs (Rstest 0.12) have, in the
// order of the official site.
const TEST_OPTIONS = [
  'root',
  'name',
  'include',
  'exclude',
  'setupFiles',
  'globalSetup',
  'projects',
  'update',
  'globals',
  'passWithNoTests',
  'onlyFailures',
  'includeSource',
  'forceRerunTriggers',
  'testNamePattern',
  'extends',
  'env',
  'bail',
  'retry',
  'testTimeout',
  'hookTimeout',
  'maxConcurrency',
  'expect',
  'pool',
  'isolate',
  'testEnvironment',
  'federation',
  'browser',
  'clearMocks',
  'resetMocks',
  'restoreMocks',
  'unstubEnvs',
  'unstubGlobals',
  'coverage',
  'reporters',
  'includeTaskLocation',
  'logHeapUsage',
  'detectAsyncLeaks',
  'hideSkippedTests',
  'hideSkippedTestFiles',
  'slowTestThreshold',
  'snapshotFormat',
  'chaiConfig',
  'resolveSnapshotPath',
  'printConsoleTrace',
  'silent',
  'onConsoleLog',
  'disableConsoleIntercept',
] as const;

const BUILD_GROUPS = [
  'plugins',
  'source',
  'output',
  'resolve',
  'tools',
  'dev',
  'performance',
] as const;

const TEST_API_PAGES = ['expect', 'test', 'describe', 'hooks'] as const;

// Browser Mode's overview is its category's own page (api/browser-mode/index).
const BROWSER_MODE_PAGES = ['locator', 'assertion'] as const;

const JAVASCRIPT_API_PAGES = ['rstest-core', 'config-helpers', 'reporter', 'types'] as const;

const RSTEST_UTILITY_PAGES = [
  'mockModules',
  'mockFunctions',
  'mockInstance',
  'fakeTimers',
  'utilities',
] as const;

const sidebars: SidebarsConfig = {
  // A path through the Guide: start, the basics, the reader's framework, their build tool, then
  // browser testing, advanced topics and migration.
  guide: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      items: [
        'guide/start/index',
        'guide/start/quick-start',
        'guide/start/features',
        'guide/start/ai',
        'guide/start/agent-install',
        'guide/start/agent-migrate',
      ],
    },
    {
      type: 'category',
      label: 'Basic',
      collapsible: false,
      items: [
        'guide/basic/cli',
        'guide/basic/configure-rstest',
        'guide/basic/test-filter',
        'guide/basic/mock',
        'guide/basic/scoped-cleanup',
        'guide/basic/snapshot',
        'guide/basic/css',
        'guide/basic/projects',
        'guide/basic/reporters',
        'guide/basic/upgrade-rstest',
        'guide/basic/whats-new',
        'guide/basic/vscode-extension',
      ],
    },
    {
      type: 'category',
      label: 'Frameworks',
      collapsible: false,
      items: ['guide/framework/react', 'guide/framework/vue', 'guide/framework/more'],
    },
    {
      type: 'category',
      label: 'Integrations',
      collapsible: false,
      items: ['guide/integration/rsbuild', 'guide/integration/rslib', 'guide/integration/rspack', 'guide/integration/adapters', 'guide/integration/more'],
    },
    {
      type: 'category',
      label: 'Browser Testing',
      collapsible: false,
      items: [
        'guide/browser-testing/index',
        'guide/browser-testing/getting-started',
        'guide/browser-testing/user-interactions',
        'guide/browser-testing/framework-guides',
      ],
    },
    {
      type: 'category',
      label: 'Advanced',
      collapsible: false,
      items: [
        'guide/advanced/ci',
        'guide/advanced/test-metadata',
        'guide/advanced/debugging',
        'guide/advanced/profiling',
        'guide/advanced/troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Migration',
      collapsible: false,
      items: ['guide/migration/jest', 'guide/migration/vitest'],
    },
  ],
  config: [
    'config/index',
    {
      type: 'category',
      label: 'Test Configurations',
      collapsed: false,
      items: TEST_OPTIONS.map((option) => `config/test/${option}`),
    },
    {
      type: 'category',
      label: 'Build Configurations',
      collapsed: false,
      items: BUILD_GROUPS.map((group) => `config/build/${group}`),
    },
  ],
  api: [
    'api/index',
    {
      type: 'category',
      label: 'Test API',
      collapsed: false,
      items: TEST_API_PAGES.map((page) => `api/test-api/${page}`),
    },
    {
      type: 'category',
      label: 'Rstest Utility',
      // Starts collapsed; it opens by itself on its own pages (the group holding the active page expands).
      collapsed: true,
      link: {type: 'doc', id: 'api/rstest/index'},
      items: RSTEST_UTILITY_PAGES.map((page) => `api/rstest/${page}`),
    },
    {
      type: 'category',
      label: 'Browser Mode',
      collapsed: true,
      link: {type: 'doc', id: 'api/browser-mode/index'},
      items: BROWSER_MODE_PAGES.map((page) => `api/browser-mode/${page}`),
    },
    {
      type: 'category',
      label: 'JavaScript API',
      collapsed: true,
      items: JAVASCRIPT_API_PAGES.map((page) => `api/javascript-api/${page}`),
    },
    'api/environment-variables',
  ],
};

export default sidebars;
