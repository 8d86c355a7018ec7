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

/** The route matrix's versions, as data that `npm run cut-version` writes (and copies the current routes for). */
export const SPEC_VERSIONS_FILE = 'tests/data/specVersions.json';
/**
 * An entry of SPEC_VERSIONS_FILE; its routes are the spec's (`spec`) or a file beside it: the current docs'
 * (`versionRoutes/current.json`, one entry per page, the spec's first and then those only 0.12 has,
 * issues #17 and #18), a frozen version's as they were when it was cut (`versionRoutes/0.12.json`).
 */
export type SpecVersion = {version: string; label: string; routes: 'spec' | string};

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, '..', path.dirname(SPEC_VERSIONS_FILE), file), 'utf8'));

export const DOCS_VERSIONS: readonly DocsVersion[] = (readJson(path.basename(SPEC_VERSIONS_FILE)) as SpecVersion[]).map(({version, label, routes}) => ({
  version,
  prefix: version === 'current' ? '' : `/${version}`,
  label,
  routes: routes === 'spec' ? SPEC_DOC_ROUTES : (readJson(routes) as CurrentRoute[]),
}));

/** Every doc route of the current docs: the spec's, and those only 0.12 has. */
export const CURRENT_DOC_ROUTES: readonly CurrentRoute[] = DOCS_VERSIONS.find((version) => version.version === 'current')!.routes;

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
