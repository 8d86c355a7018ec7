/**
 * @jest-environment node
 */
import path from 'node:path';
import {toJs, jsx} from 'estree-util-to-js';
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import remarkOverview from '@site/src/plugins/overview/remarkOverview';
import {overviewDataModule} from '@site/src/plugins/overview/overviewTypes';

// An overview doc's MDX imports its own generated data and the overview component, and exports the
// overview element; other docs import nothing of the overview (so the shared DocItem chunk does not).

const SITE_DIR = path.join(path.sep, 'site');

function transform(source: string, frontMatter: Record<string, unknown>): Root {
  const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'Intro'}]}]};
  remarkOverview({siteDir: SITE_DIR})(tree, {path: path.join(SITE_DIR, ...source.split('/')), data: {frontMatter}});
  return tree;
}

describe('overviewDataModule', () => {
  it('names the data after the doc source, per locale, from either source form', () => {
    expect(overviewDataModule('docs/config/index.mdx')).toEqual({
      file: 'docs/config/index.mdx.json',
      module: '@generated/overview/default/docs/config/index.mdx.json',
    });
    expect(overviewDataModule('@site/i18n/zh/docusaurus-plugin-content-docs/current/api/index.mdx').module).toBe(
      '@generated/overview/default/i18n/zh/docusaurus-plugin-content-docs/current/api/index.mdx.json',
    );
  });
});

describe('remarkOverview', () => {
  it.each([
    ['docs/config/index.mdx', '@generated/overview/default/docs/config/index.mdx.json'],
    [
      'i18n/zh/docusaurus-plugin-content-docs/current/config/index.mdx',
      '@generated/overview/default/i18n/zh/docusaurus-plugin-content-docs/current/config/index.mdx.json',
    ],
  ])('gives the overview doc %s its own data and the overview export, after the content', (source, dataModule) => {
    const tree = transform(source, {title: 'Config overview', overview: true});
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'mdxjsEsm']);
    const esm = tree.children[1] as MdxjsEsm;
    const code = toJs(esm.data!.estree!, {handlers: jsx}).value;
    expect(code).toBe(
      [
        `import __overviewGroups from "${dataModule}";`,
        'import __Overview from "@theme/Overview";',
        'export const overview = <__Overview groups={__overviewGroups} />;',
        '',
      ].join('\n'),
    );
    // The source text MDX keeps alongside says the same.
    expect(esm.value).toBe(code.trim());
  });

  it.each([{}, {overview: false}, {overview: 'true'}])('leaves other docs alone (front matter %j)', (frontMatter) => {
    const tree = transform('docs/guide/start/quick-start.mdx', frontMatter);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
  });
});
