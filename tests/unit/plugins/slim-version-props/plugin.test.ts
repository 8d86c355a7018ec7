/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import slimVersionPropsPlugin, {LOADER, VERSION_PROPS} from '@site/src/plugins/slim-version-props';
import {filesUnder} from '../../filesUnder';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {slimVersionMetadata} = require(LOADER) as {slimVersionMetadata: (source: string) => string};

describe('slim-version-props', () => {
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

  it('leaves other JSON modules of the docs plugin as they are', () => {
    const doc = JSON.stringify({id: 'api/index', title: 'API overview', description: 'Every API of Rstest.'});
    expect(slimVersionMetadata(doc)).toBe(doc);
  });

  it('applies to the docs route props on the client bundle only', () => {
    const configure = slimVersionPropsPlugin().configureWebpack as unknown as (config: object, isServer: boolean) => {module?: {rules: unknown[]}};
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).module?.rules).toEqual([{test: VERSION_PROPS, use: [{loader: LOADER}]}]);
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
