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

/** The `export const toc = [...]` the MDX loader's toc plugin appends (it runs before ours), with `entries`. */
function loaderToc(entries: {value: string; id: string; level: number}[]): MdxjsEsm {
  const literal = (value: string | number) => ({type: 'Literal' as const, value, raw: JSON.stringify(value)});
  const property = (key: string, value: string | number) => ({
    type: 'Property' as const,
    key: {type: 'Identifier' as const, name: key},
    value: literal(value),
    kind: 'init' as const,
    computed: false,
    method: false,
    shorthand: false,
  });
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: {type: 'Identifier', name: 'toc'},
                  init: {
                    type: 'ArrayExpression',
                    elements: entries.map((entry) => ({
                      type: 'ObjectExpression' as const,
                      properties: [property('value', entry.value), property('id', entry.id), property('level', entry.level)],
                    })),
                  },
                },
              ],
            },
          },
        ],
      },
    },
  };
}

function transform(source: string, frontMatter: Record<string, unknown>, toc?: MdxjsEsm): Root {
  const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'Intro'}]}, ...(toc ? [toc] : [])]};
  remarkOverview({siteDir: SITE_DIR})(tree, {path: path.join(SITE_DIR, ...source.split('/')), data: {frontMatter}});
  return tree;
}

const code = (node: Root['children'][number]) => toJs((node as MdxjsEsm).data!.estree!, {handlers: jsx}).value;

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
    const tree = transform(source, {title: 'Config overview', overview: true}, loaderToc([]));
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'mdxjsEsm', 'mdxjsEsm']);
    const esm = tree.children[2] as MdxjsEsm;
    expect(code(esm)).toBe(
      [
        `import __overview from "${dataModule}";`,
        'import __Overview from "@theme/Overview";',
        'export const overview = <__Overview groups={__overview.groups} subject={__overview.subject} />;',
        '',
      ].join('\n'),
    );
    // The source text MDX keeps alongside says the same.
    expect(esm.value).toBe(code(esm).trim());
  });

  it("appends the groups' outline entries to the toc the MDX loader exports, after the doc's own headings", () => {
    const tree = transform('docs/api/index.mdx', {overview: true}, loaderToc([{value: 'Intro', id: 'intro', level: 2}]));
    expect(code(tree.children[1])).toBe('export const toc = [{\n  value: "Intro",\n  id: "intro",\n  level: 2\n}, ...__overview.toc];\n');
  });

  it('exports the entries as the toc when the module has none', () => {
    const tree = transform('docs/api/index.mdx', {overview: true});
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'mdxjsEsm', 'mdxjsEsm']);
    expect(code(tree.children[2])).toBe('export const toc = [...__overview.toc];\n');
  });

  it.each([{}, {overview: false}, {overview: 'true'}])('leaves other docs alone (front matter %j)', (frontMatter) => {
    const tree = transform('docs/guide/start/quick-start.mdx', frontMatter);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
  });
});
