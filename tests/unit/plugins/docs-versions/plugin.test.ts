/**
 * @jest-environment node
 */
import type {AllContent, LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import docsVersionsPlugin, {docsVersionsProblems, loadedPagePaths} from '@site/src/plugins/docs-versions';
import {docPagePaths, docsVersionsData, versionLabel} from '@site/src/plugins/docs-versions/versions';

// Each docs version is a build of its own (maintainers/architecture.md "Versions"). In a build, the plugin publishes what
// it knows of every version, adds a frozen version's home page at its root, and fails the build when
// the build holds another version, when its pages are not the ones computed from the files, or when
// its label is not its release.

const sidebars = {
  guide: [{type: 'category', label: 'Getting Started', items: [{type: 'doc', id: 'guide/start/index'}, {type: 'doc', id: 'guide/start/quick-start'}]}],
  config: [{type: 'doc', id: 'config/index'}],
  api: [{type: 'doc', id: 'api/index'}],
};
/** A loaded docs version with the given page paths below its root (`path`). */
const loaded = (versionName: string, label: string, path: string, pages: string[]) => ({
  versionName,
  label,
  path,
  isLast: true,
  sidebars,
  docs: pages.map((page) => ({
    id: page.endsWith('/') ? `${page}index` : page,
    permalink: `${path.replace(/\/$/, '')}/${page}`,
  })) as unknown as DocMetadata[],
  generatedIndexPermalinks: [] as string[],
});

function contextFor(locale: string): LoadContext {
  return {siteDir: process.cwd(), i18n: {currentLocale: locale, defaultLocale: 'en'}} as unknown as LoadContext;
}

async function run(version: string, locale: string, versions: ReturnType<typeof loaded>[]) {
  const routes: RouteConfig[] = [];
  const globalData: unknown[] = [];
  const actions = {addRoute: (route: RouteConfig) => routes.push(route), setGlobalData: (data: unknown) => globalData.push(data)};
  const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: versions}}} as unknown as AllContent;
  await docsVersionsPlugin(contextFor(locale), {version}).allContentLoaded!({allContent, actions: actions as unknown as PluginContentLoadedActions});
  return {routes, globalData};
}

describe('docs-versions plugin, in the build of a frozen version', () => {
  const pages = docPagePaths('0.5');

  it('adds /0.5/, leading to its quick start and sections, and to the latest docs', async () => {
    const {routes} = await run('0.5', 'en', [loaded('0.5', '0.5', '/0.5', pages)]);
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({
      path: '/0.5/',
      exact: true,
      component: '@theme/VersionHome',
      props: {
        version: {name: '0.5', label: '0.5'},
        latest: {label: versionLabel('current'), path: '/'},
        quickStart: '/0.5/guide/start/quick-start',
        sections: [
          {sidebarId: 'guide', permalink: '/0.5/guide/start/'},
          {sidebarId: 'config', permalink: '/0.5/config/'},
          {sidebarId: 'api', permalink: '/0.5/api/'},
        ],
      },
    });
  });

  it('keeps the locale: /zh/0.5/ links to Chinese pages and the Chinese home', async () => {
    const {routes, globalData} = await run('0.5', 'zh', [loaded('0.5', '0.5', '/zh/0.5', pages)]);
    expect(routes.map((route) => route.path)).toEqual(['/zh/0.5/']);
    expect(routes[0]!.props).toMatchObject({latest: {path: '/zh/'}, quickStart: '/zh/0.5/guide/start/quick-start'});
    expect(globalData).toEqual([docsVersionsData('0.5', '/zh/')]);
  });

  it('fails the build when the version is labelled otherwise, naming the file to fix', async () => {
    await expect(run('0.5', 'zh', [loaded('0.5', 'Next', '/zh/0.5', pages)])).rejects.toThrow(
      /labelled "Next", not "0\.5": set "version\.label" to "0\.5" in i18n\/zh\/docusaurus-plugin-content-docs\/version-0\.5\.json/,
    );
  });
});

describe('docs-versions plugin, in the build of the current docs', () => {
  const pages = docPagePaths('current');

  it('publishes every version and adds no home (the site has one)', async () => {
    const {routes, globalData} = await run('current', 'en', [loaded('current', versionLabel('current'), '/', pages)]);
    expect(routes).toEqual([]);
    expect(globalData).toEqual([docsVersionsData('current', '/')]);
  });

  it('fails the build when it holds another version than the one it builds', async () => {
    await expect(run('current', 'en', [loaded('current', versionLabel('current'), '/', pages), loaded('0.5', '0.5', '/0.5', docPagePaths('0.5'))])).rejects.toThrow(
      /holds the docs versions \[current, 0\.5\], not the one it builds \(current\)/,
    );
  });

  it('fails the build when Docusaurus made other pages than docPagePaths computes', async () => {
    const made = [...pages.filter((page) => page !== 'config/test/pool'), 'config/test/pool-renamed'];
    await expect(run('current', 'en', [loaded('current', versionLabel('current'), '/', made)])).rejects.toThrow(
      /made but not computed: config\/test\/pool-renamed; computed but not made: config\/test\/pool\)/,
    );
  });
});

describe('docsVersionsProblems', () => {
  const expected = {name: '0.5', label: '0.5', pages: ['guide/start/', 'guide/start/quick-start'], labelFile: 'x.json'};
  const version = loaded('0.5', '0.5', '/0.5', ['guide/start/', 'guide/start/quick-start']);

  it('finds nothing wrong in a build that holds its version, its pages and its label', () => {
    expect(docsVersionsProblems([version], expected)).toEqual([]);
  });

  it("counts a generated-index category's page as a page (the browser's list has it)", () => {
    const withIndex = {...version, generatedIndexPermalinks: ['/0.5/category/basics']};
    expect(loadedPagePaths(withIndex)).toEqual(['category/basics', 'guide/start/', 'guide/start/quick-start']);
    expect(docsVersionsProblems([withIndex], expected)).toEqual([expect.stringContaining('made but not computed: category/basics')]);
  });
});

describe('docs-versions plugin, Rspack cache', () => {
  const configure = (version: string) => (docsVersionsPlugin(contextFor('en'), {version}).configureWebpack as unknown as () => Record<string, unknown>)();

  it("keeps a frozen version's cache apart from the current docs', which keep Docusaurus's", () => {
    expect(configure('0.5')).toEqual({
      experiments: {cache: {storage: {type: 'filesystem', directory: expect.stringMatching(/node_modules\/\.cache\/rspack-docs-0\.5$/)}}},
    });
    expect(configure('current')).toEqual({});
  });
});
