import fs from 'node:fs';
import path from 'node:path';

/**
 * The routes of spec section 2, written out independently of `sidebars.ts` and of the
 * docs tree so that tests comparing them can fail. One entry per doc route; the home
 * page is separate. Titles are the h1 each page shows; pages named after an option or an
 * API keep that name in Chinese.
 */
export type SpecRoute = {
  /** URL path in the default locale, exactly as the spec shapes it. */
  path: string;
  /** The page's h1 on the English site. */
  title: string;
  /** The page's h1 on the Chinese site, when it differs from the English one (identifiers stay). */
  titleZh?: string;
  /** The sidebar group the page belongs to, or null for the overview pages that head a sidebar. */
  group: SidebarGroup | null;
  /** The top-level section (navbar item) the page belongs to. */
  section: 'Guide' | 'Config' | 'API';
};

export const SIDEBAR_GROUPS = [
  'Getting Started',
  'Basic',
  'Advanced',
  'Migration',
  'Test Configurations',
  'Build Configurations',
  'Test API',
  'Rstest Utility',
] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** Chinese labels of the sidebar groups (../shared/facts/site.md). */
export const SIDEBAR_GROUPS_ZH: Record<SidebarGroup, string> = {
  'Getting Started': '开始',
  Basic: '基础',
  Advanced: '进阶',
  Migration: '迁移',
  'Test Configurations': '测试配置',
  'Build Configurations': '构建配置',
  'Test API': '测试 API',
  'Rstest Utility': 'Rstest 工具对象',
};

const guide: SpecRoute[] = [
  {path: '/guide/start/', title: 'Introduction', titleZh: '介绍', group: 'Getting Started', section: 'Guide'},
  {path: '/guide/start/quick-start', title: 'Quick start', titleZh: '快速上手', group: 'Getting Started', section: 'Guide'},
  {path: '/guide/start/features', title: 'Features', titleZh: '功能特性', group: 'Getting Started', section: 'Guide'},
  {path: '/guide/basic/cli', title: 'CLI', titleZh: '命令行工具', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/configure-rstest', title: 'Configuring Rstest', titleZh: '配置 Rstest', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/test-filter', title: 'Test filter', titleZh: '过滤测试', group: 'Basic', section: 'Guide'},
  {path: '/guide/advanced/debugging', title: 'Debugging', titleZh: '调试', group: 'Advanced', section: 'Guide'},
  {path: '/guide/advanced/profiling', title: 'Profiling', titleZh: '性能分析', group: 'Advanced', section: 'Guide'},
  {path: '/guide/migration/jest', title: 'Migrating from Jest', titleZh: '从 Jest 迁移', group: 'Migration', section: 'Guide'},
];

const testOptions = [
  'root', 'name', 'include', 'exclude', 'setupFiles', 'projects', 'update', 'globals',
  'passWithNoTests', 'includeSource', 'testNamePattern', 'retry', 'testTimeout', 'hookTimeout',
  'maxConcurrency', 'pool', 'isolate', 'testEnvironment', 'clearMocks', 'resetMocks',
  'restoreMocks', 'unstubEnvs', 'unstubGlobals', 'coverage', 'reporters', 'slowTestThreshold',
  'printConsoleTrace', 'onConsoleLog', 'disableConsoleIntercept',
];
const buildGroups = ['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance'];

const config: SpecRoute[] = [
  {path: '/config/', title: 'Config overview', titleZh: '配置总览', group: null, section: 'Config'},
  ...testOptions.map((option): SpecRoute => ({
    path: `/config/test/${option}`,
    title: option,
    group: 'Test Configurations',
    section: 'Config',
  })),
  ...buildGroups.map((group): SpecRoute => ({
    path: `/config/build/${group}`,
    title: group,
    group: 'Build Configurations',
    section: 'Config',
  })),
];

const api: SpecRoute[] = [
  {path: '/api/', title: 'API overview', titleZh: 'API 总览', group: null, section: 'API'},
  {path: '/api/test-api/expect', title: 'Expect', group: 'Test API', section: 'API'},
  {path: '/api/test-api/test', title: 'Test', group: 'Test API', section: 'API'},
  {path: '/api/test-api/describe', title: 'Describe', group: 'Test API', section: 'API'},
  {path: '/api/test-api/hooks', title: 'Hooks', titleZh: '钩子函数', group: 'Test API', section: 'API'},
  {path: '/api/rstest/', title: 'Rstest utility', titleZh: 'Rstest 工具对象', group: 'Rstest Utility', section: 'API'},
  {path: '/api/rstest/mockModules', title: 'Mock modules', titleZh: 'Mock 模块', group: 'Rstest Utility', section: 'API'},
  {path: '/api/rstest/mockFunctions', title: 'Mock functions', titleZh: 'Mock 函数', group: 'Rstest Utility', section: 'API'},
  {path: '/api/rstest/mockInstance', title: 'MockInstance', group: 'Rstest Utility', section: 'API'},
  {path: '/api/rstest/fakeTimers', title: 'Fake timers', titleZh: '假定时器', group: 'Rstest Utility', section: 'API'},
  {path: '/api/rstest/utilities', title: 'Utilities', titleZh: '工具函数', group: 'Rstest Utility', section: 'API'},
];

export const SPEC_DOC_ROUTES: readonly SpecRoute[] = [...guide, ...config, ...api];

/** Sidebar groups that only the current docs have (issues #17 and #18). */
export const CURRENT_ONLY_GROUPS = ['Browser Mode', 'JavaScript API', 'Frameworks', 'Integrations', 'Browser Testing'] as const;
export type CurrentOnlyGroup = (typeof CURRENT_ONLY_GROUPS)[number];
export const CURRENT_ONLY_GROUPS_ZH: Record<CurrentOnlyGroup, string> = {
  'Browser Mode': '浏览器模式',
  'JavaScript API': 'JavaScript API',
  Frameworks: '框架',
  Integrations: '集成',
  'Browser Testing': '浏览器测试',
};

/** The current Guide's groups, in sidebar order: a path from start to advanced (issue #18). */
export const GUIDE_GROUPS = ['Getting Started', 'Basic', 'Frameworks', 'Integrations', 'Browser Testing', 'Advanced', 'Migration'] as const;

/** A sidebar group's Chinese label. */
export function groupZh(group: SidebarGroup | CurrentOnlyGroup): string {
  return (SIDEBAR_GROUPS_ZH as Record<string, string>)[group] ?? CURRENT_ONLY_GROUPS_ZH[group as CurrentOnlyGroup];
}

/** A page of the current docs beyond the spec's routes. */
export type CurrentRoute = Omit<SpecRoute, 'group'> & {group: SidebarGroup | CurrentOnlyGroup | null};

/** Test options that Rstest 0.12 has and the spec (written for 0.5) does not route (issue #17). */
export const CURRENT_ONLY_TEST_OPTIONS = [
  'globalSetup', 'onlyFailures', 'forceRerunTriggers', 'extends', 'env', 'bail', 'expect', 'federation',
  'browser', 'includeTaskLocation', 'logHeapUsage', 'detectAsyncLeaks', 'hideSkippedTests',
  'hideSkippedTestFiles', 'snapshotFormat', 'chaiConfig', 'resolveSnapshotPath', 'silent',
];

/**
 * The pages of the current docs (Rstest 0.12) that the frozen 0.5 docs do not have: one per
 * option 0.12 added, browser mode, the JavaScript API and the environment variables (issue #17),
 * and the guides of issue #18.
 */
export const CURRENT_ONLY_DOC_ROUTES: readonly CurrentRoute[] = [
  ...CURRENT_ONLY_TEST_OPTIONS.map((option): CurrentRoute => ({
    path: `/config/test/${option}`,
    title: option,
    group: 'Test Configurations',
    section: 'Config',
  })),
  {path: '/api/browser-mode/', title: 'Browser mode', titleZh: '浏览器模式', group: 'Browser Mode', section: 'API'},
  {path: '/api/browser-mode/locator', title: 'Locator', group: 'Browser Mode', section: 'API'},
  {path: '/api/browser-mode/assertion', title: 'Assertion', titleZh: '断言', group: 'Browser Mode', section: 'API'},
  {path: '/api/javascript-api/rstest-core', title: 'Rstest core API', titleZh: 'Rstest 核心 API', group: 'JavaScript API', section: 'API'},
  {path: '/api/javascript-api/reporter', title: 'Reporter API', titleZh: '报告器 API', group: 'JavaScript API', section: 'API'},
  {path: '/api/javascript-api/types', title: 'Types', titleZh: '类型', group: 'JavaScript API', section: 'API'},
  {path: '/api/javascript-api/config-helpers', title: 'Config helpers', titleZh: '配置辅助函数', group: 'JavaScript API', section: 'API'},
  {path: '/api/environment-variables', title: 'Environment variables', titleZh: '环境变量', group: null, section: 'API'},
  // The guides of issue #18: tasks a 0.12 reader follows from start to finish.
  {path: '/guide/start/ai', title: 'Using Rstest with AI agents', titleZh: '在 AI 智能体中使用 Rstest', group: 'Getting Started', section: 'Guide'},
  // The agent prompts of issue #52, served as Markdown at their URL + .md.
  {path: '/guide/start/agent-install', title: 'Agent prompt: set up Rstest', titleZh: '智能体提示词：搭建 Rstest', group: 'Getting Started', section: 'Guide'},
  {path: '/guide/start/agent-migrate', title: 'Agent prompt: migrate to Rstest', titleZh: '智能体提示词：迁移到 Rstest', group: 'Getting Started', section: 'Guide'},
  {path: '/guide/basic/mock', title: 'Mocking', titleZh: 'Mock', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/snapshot', title: 'Snapshot testing', titleZh: '快照测试', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/css', title: 'CSS', titleZh: 'CSS', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/projects', title: 'Projects', titleZh: '项目', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/reporters', title: 'Reporters', titleZh: '报告器', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/scoped-cleanup', title: 'Scoped cleanup', titleZh: '作用域清理', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/upgrade-rstest', title: 'Upgrading Rstest', titleZh: '升级 Rstest', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/whats-new', title: "What's new", titleZh: '各版本变化', group: 'Basic', section: 'Guide'},
  {path: '/guide/basic/vscode-extension', title: 'VS Code extension', titleZh: 'VS Code 扩展', group: 'Basic', section: 'Guide'},
  {path: '/guide/framework/react', title: 'React', group: 'Frameworks', section: 'Guide'},
  {path: '/guide/framework/vue', title: 'Vue', group: 'Frameworks', section: 'Guide'},
  {path: '/guide/framework/more', title: 'Other frameworks', titleZh: '其他框架', group: 'Frameworks', section: 'Guide'},
  {path: '/guide/integration/rsbuild', title: 'Rsbuild', group: 'Integrations', section: 'Guide'},
  {path: '/guide/integration/rslib', title: 'Rslib', group: 'Integrations', section: 'Guide'},
  {path: '/guide/integration/rspack', title: 'Rspack', group: 'Integrations', section: 'Guide'},
  {path: '/guide/integration/adapters', title: 'Adapters', titleZh: '适配器', group: 'Integrations', section: 'Guide'},
  {path: '/guide/integration/more', title: 'More integrations', titleZh: '更多集成', group: 'Integrations', section: 'Guide'},
  {path: '/guide/browser-testing/', title: 'Browser testing', titleZh: '浏览器测试', group: 'Browser Testing', section: 'Guide'},
  {path: '/guide/browser-testing/getting-started', title: 'Getting started', titleZh: '开始使用', group: 'Browser Testing', section: 'Guide'},
  {path: '/guide/browser-testing/user-interactions', title: 'User interactions', titleZh: '用户交互', group: 'Browser Testing', section: 'Guide'},
  {path: '/guide/browser-testing/framework-guides', title: 'Framework guides', titleZh: '框架指南', group: 'Browser Testing', section: 'Guide'},
  {path: '/guide/advanced/ci', title: 'Continuous integration', titleZh: '持续集成', group: 'Advanced', section: 'Guide'},
  {path: '/guide/advanced/test-metadata', title: 'Test metadata', titleZh: '测试元数据', group: 'Advanced', section: 'Guide'},
  {path: '/guide/advanced/troubleshooting', title: 'Troubleshooting', titleZh: '常见问题排查', group: 'Advanced', section: 'Guide'},
  {path: '/guide/migration/vitest', title: 'Migrating from Vitest', titleZh: '从 Vitest 迁移', group: 'Migration', section: 'Guide'},
];

/** Every doc route of the current docs: the spec's, and those only 0.12 has. */
export const CURRENT_DOC_ROUTES: readonly CurrentRoute[] = [...SPEC_DOC_ROUTES, ...CURRENT_ONLY_DOC_ROUTES];

/**
 * The docs versions, newest first, with the doc routes each one has: the current docs at the root,
 * and each frozen release under its number (`/0.5/…`). Listed in SPEC_VERSIONS_FILE, apart from
 * versions.json, so that a version that disappears from the site fails the tests; `npm run
 * cut-version -- <V>` adds a frozen version there, with the routes the current docs had when they
 * were frozen (tests/data/versionRoutes/<V>.json).
 */
export type DocsVersion = {
  version: string;
  /** Its URL prefix below the locale's root: '' for the current docs, `/0.5` for 0.5. */
  prefix: string;
  /** What the switcher calls it. */
  label: string;
  routes: readonly CurrentRoute[];
};

/** The route matrix's versions, as data that `npm run cut-version` writes. */
export const SPEC_VERSIONS_FILE = 'tests/data/specVersions.json';
/** An entry of SPEC_VERSIONS_FILE; its routes are the spec's, the current docs', or a file beside it (`versionRoutes/0.12.json`). */
export type SpecVersion = {version: string; label: string; routes: 'spec' | 'current' | string};

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, '..', path.dirname(SPEC_VERSIONS_FILE), file), 'utf8'));
const NAMED_ROUTES: Record<string, readonly CurrentRoute[]> = {spec: SPEC_DOC_ROUTES, current: CURRENT_DOC_ROUTES};

export const DOCS_VERSIONS: readonly DocsVersion[] = (readJson(path.basename(SPEC_VERSIONS_FILE)) as SpecVersion[]).map(({version, label, routes}) => ({
  version,
  prefix: version === 'current' ? '' : `/${version}`,
  label,
  routes: NAMED_ROUTES[routes] ?? (readJson(routes) as CurrentRoute[]),
}));

export const LOCALES = [
  {locale: 'en', prefix: '', htmlLang: 'en'},
  {locale: 'zh', prefix: '/zh', htmlLang: 'zh-CN'},
] as const;

/** The h1 a route shows in the given locale. */
export function titleIn(locale: 'en' | 'zh', route: Pick<SpecRoute, 'title' | 'titleZh'>): string {
  return locale === 'zh' ? (route.titleZh ?? route.title) : route.title;
}

/** Turns a default-locale path into the given locale's path (`/zh` prefix for Chinese), in a docs version (`/0.5`). */
export function localePath(prefix: string, path: string, versionPrefix = ''): string {
  return `${prefix}${versionPrefix}${path}`;
}
