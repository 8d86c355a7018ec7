/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import type {AllContent, LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
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
  const plugin = docsVersionsPlugin(contextFor(locale), {version});
  await plugin.allContentLoaded!({allContent, actions: actions as unknown as PluginContentLoadedActions});
  return {routes, globalData, plugin};
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

describe('docs-versions plugin, stand-ins (build/standIns.ts)', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'stand-ins-'));
  });
  afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

  /** A built page of 0.5, as small as a stand-in needs. */
  const builtPage = (page: string) =>
    `<!doctype html><html><head><meta charset=UTF-8><title>${page}</title></head><body>` +
    `<a href=/${page} data-docs-version=current>0.12</a><div data-missing-page-slot></div><h1>${page}</h1></body></html>`;

  async function build(locale: string, messages?: Record<string, {message: string}>) {
    const root = locale === 'en' ? '/0.5' : `/${locale}/0.5`;
    const {plugin} = await run('0.5', locale, [loaded('0.5', '0.5', root, docPagePaths('0.5'))]);
    for (const page of docPagePaths('0.5')) {
      fs.mkdirSync(nodePath.join(outDir, page), {recursive: true});
      fs.writeFileSync(nodePath.join(outDir, page, 'index.html'), builtPage(page));
    }
    const defaults = (await plugin.loadContent!()) as {notice: string; back: string};
    const translationFiles = (await plugin.getTranslationFiles!({content: defaults})).map((file) =>
      messages ? {...file, content: messages} : file,
    );
    const content = plugin.translateContent!({content: defaults, translationFiles});
    await (plugin.postBuild as NonNullable<Plugin['postBuild']>)({outDir, content} as never);
    return (page: string) => fs.readFileSync(nodePath.join(outDir, page, 'index.html'), 'utf8');
  }

  it('writes one at the path of each page the current docs have and 0.5 lacks: its closest page, with the notice and the links back', async () => {
    const read = await build('en');
    const lacked = docPagePaths('current').filter((page) => !docPagePaths('0.5').includes(page));
    for (const page of lacked) expect(fs.existsSync(nodePath.join(outDir, page, 'index.html'))).toBe(true);
    const mock = read('guide/basic/mock');
    expect(mock).toContain('<meta name="docs-versions:stand-in" content="/0.5/api/rstest/?missing=/guide/basic/mock">');
    expect(mock).toContain('<h1>api/rstest/</h1>');
    expect(mock).toContain('The docs of <b>0.5</b> have no page “Mocking”: this is the closest page they have. <a href="/guide/basic/mock" data-missing-page-back="">Back to that page in');
    expect(mock).toContain('<a href="/guide/basic/mock" data-docs-version="current">');
    expect(read('config/test/bail')).toContain('<h1>config/</h1>');
    // The built pages themselves are untouched.
    expect(read('api/rstest/')).toBe(builtPage('api/rstest/'));
  });

  it('names the page by its Chinese title, in the words of the translation file', async () => {
    const read = await build('zh', {notice: {message: '{version} 没有“{page}”。{back}'}, back: {message: '回到 {version}'}});
    expect(read('guide/advanced/ci')).toMatch(/<b>0\.5<\/b> 没有“持续集成”。<a href="\/zh\/guide\/advanced\/ci" data-missing-page-back="">回到 0\.12<\/a>/);
  });

  it('gives every page the head script of its locale and version', () => {
    const tags = docsVersionsPlugin(contextFor('zh'), {version: '0.5'}).injectHtmlTags!({content: {notice: '', back: ''}}) as {headTags: {innerHTML: string}[]};
    expect(tags.headTags[0]!.innerHTML).toContain('["/zh/","/zh/0.5/"], "/zh/0.5/"');
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
