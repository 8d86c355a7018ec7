/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '@site/tests/unit/filesUnder';
import {packageFile, missingReads} from '../guard';
import {guardErrors} from '../testing';
import slimVersionPropsPlugin, {DOC_CARD_MODULE, LOADER, PATCH, VERSION_PROPS, generatedIndexPages} from '.';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {slimVersionMetadata} = require(LOADER) as {slimVersionMetadata: (source: string) => string};

describe('slim-version-props', () => {
  it('the installed docs plugin and theme have the files the patch reads', () => {
    expect(missingReads(PATCH)).toEqual([]);
  });

  it("empties a version's docs map and drops the sidebar links' default unlisted flag, and keeps the rest", () => {
    const version = {
      version: {
        pluginId: 'default',
        version: 'current',
        docsSidebars: {
          api: [
            {type: 'link', href: '/api/', label: 'API overview', docId: 'api/index', unlisted: false},
            {type: 'category', label: 'Test API', items: [{type: 'link', href: '/api/x', label: 'X', docId: 'api/x', unlisted: true}]},
          ],
        },
        docs: {'api/index': {id: 'api/index', title: 'API overview', description: 'Every API of Rstest.', sidebar: 'api'}},
      },
    };
    const slim = JSON.parse(slimVersionMetadata(JSON.stringify(version))) as typeof version;
    expect(slim.version.docs).toEqual({});
    expect(slim.version.docsSidebars).toEqual({
      api: [
        {type: 'link', href: '/api/', label: 'API overview', docId: 'api/index'},
        {type: 'category', label: 'Test API', items: [{type: 'link', href: '/api/x', label: 'X', docId: 'api/x', unlisted: true}]},
      ],
    });
    expect(slim.version.pluginId).toBe('default');
  });

  it('leaves the tag pages\' props as they are', () => {
    const tags = JSON.stringify({tags: [{label: 'mock', permalink: '/tags/mock', count: 2}]});
    expect(slimVersionMetadata(tags)).toBe(tags);
    const tag = JSON.stringify({tag: {label: 'mock', permalink: '/tags/mock', items: []}});
    expect(slimVersionMetadata(tag)).toBe(tag);
  });

  it('fails on a generated index page, and on any props of a shape it does not know, naming the patch', () => {
    expect(() => slimVersionMetadata(JSON.stringify({categoryGeneratedIndex: {title: 'Guide'}}))).toThrow(/^\[patch slim-version-props\] .*generated index/);
    const doc = JSON.stringify({id: 'api/index', title: 'API overview', description: 'Every API of Rstest.'});
    expect(() => slimVersionMetadata(doc)).toThrow(/^\[patch slim-version-props\] .*unknown shape/);
    expect(() => slimVersionMetadata(JSON.stringify({version: {docs: {}}}))).toThrow(/unknown shape/);
  });

  it('the docs plugin still writes the version metadata, with its docs map, as the props of the version route', () => {
    const props = fs.readFileSync(packageFile('@docusaurus/plugin-content-docs', 'lib/props.js'), 'utf8');
    expect(props).toMatch(/docsSidebars: toSidebarsProp\(loadedVersion\),\s*docs: toVersionDocsProp\(loadedVersion\),/);
    const routes = fs.readFileSync(packageFile('@docusaurus/plugin-content-docs', 'lib/routes.js'), 'utf8');
    expect(routes).toMatch(/props: \{\s*(?:\/\/.*\s*)*version: \(0, props_1\.toVersionMetadataProp\)\(options\.id, version\),\s*\}/);
    expect(routes).toMatch(/props: \{\s*categoryGeneratedIndex,\s*\}/);
  });

  it('useDocById is the only reader of the docs map, and DocCard its only caller in the theme', () => {
    const utils = fs.readFileSync(packageFile('@docusaurus/plugin-content-docs', 'lib/client/docsUtils.js'), 'utf8');
    // (`version.docs` elsewhere in that file is the global data's list of docs, not the version metadata.)
    expect(utils.match(/version\.docs\[/g)).toEqual(['version.docs[']);
    expect(utils).toMatch(/export function useDocById\(id\) \{\s*const version = useDocsVersion\(\);/);
    const themeDir = packageFile('@docusaurus/theme-classic', 'lib/theme');
    const callers = filesUnder(themeDir, /\.js$/).filter((file) => fs.readFileSync(file, 'utf8').includes('useDocById'));
    expect(callers.map((file) => path.relative(themeDir, file))).toEqual([path.join('DocCard', 'index.js')]);
    expect(DOC_CARD_MODULE.test(path.join(themeDir, 'DocCard', 'index.js'))).toBe(true);
    expect(DOC_CARD_MODULE.test(path.join(themeDir, 'DocCardList', 'index.js'))).toBe(true);
    expect(DOC_CARD_MODULE.test('/site/src/theme/DocCard/index.tsx')).toBe(true);
    expect(DOC_CARD_MODULE.test(path.join(themeDir, 'DocItem', 'index.js'))).toBe(false);
  });

  it('fails the build on a generated index page, or on DocCard in the client bundle', () => {
    const allContent = (indices: {permalink: string}[]) => ({
      'docusaurus-plugin-content-docs': {default: {loadedVersions: [{versionName: 'current', categoryGeneratedIndices: indices}]}},
    });
    expect(generatedIndexPages(allContent([]))).toEqual([]);
    expect(generatedIndexPages(allContent([{permalink: '/category/guide'}]))).toEqual(['/category/guide']);
    const plugin = slimVersionPropsPlugin();
    const allContentLoaded = plugin.allContentLoaded as unknown as (args: {allContent: object}) => Promise<void>;
    return Promise.all([
      expect(allContentLoaded({allContent: allContent([])})).resolves.toBeUndefined(),
      expect(allContentLoaded({allContent: allContent([{permalink: '/category/guide'}])})).rejects.toThrow(/^\[patch slim-version-props\] .*\/category\/guide/),
    ]).then(() => {
      const configured = (plugin.configureWebpack as unknown as (config: object, isServer: boolean) => {plugins: unknown[]})({}, false);
      const props = {resource: '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json', loaders: [{loader: LOADER}]};
      const docCard = {resource: '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js'};
      expect(guardErrors(configured, [props])).toEqual([]);
      expect(guardErrors(configured, [props, docCard])).toEqual([expect.stringMatching(/^\[patch slim-version-props\] the client bundle has 1 module\(s\) of DocCard or DocCardList/)]);
      expect(guardErrors(configured, [])[0]).toMatch(/0 module\(s\) of the docs plugin's route props .*, expected at least 1\./);
      expect(guardErrors(configured, [{...props, loaders: []}])[0]).toMatch(/did not go through src\/patches\/slim-version-props\/slimVersionMetadata\.cjs/);
    });
  });

  it('applies to the docs route props on the client bundle only', () => {
    const configure = slimVersionPropsPlugin().configureWebpack as unknown as (config: object, isServer: boolean) => {module?: {rules: unknown[]}; plugins?: unknown[]};
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).module?.rules).toEqual([{test: VERSION_PROPS, use: [{loader: LOADER}]}]);
    expect(configure({}, false).plugins).toHaveLength(1);
    expect(VERSION_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/zh-06e.json')).toBe(true);
    expect(VERSION_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-api-index-mdx-9d0.json')).toBe(false);
  });

  it("no client code of the site reads the version metadata's docs map", () => {
    // theme-classic's DocCard (category index cards) is the one reader; the site renders none.
    const root = path.join(__dirname, '../../../..');
    const files = ['src', 'docs', 'versioned_docs', 'i18n/zh/docusaurus-plugin-content-docs'].flatMap((dir) => filesUnder(path.join(root, dir), /\.(tsx?|mdx?)$/));
    expect(files.filter((file) => /\b(DocCardList|DocCard|useDocById)\b/.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });
});
