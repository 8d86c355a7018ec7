// Remark plugin of the overview pages, registered for the site's docs in docusaurus.config.ts.
// An overview doc (front matter `overview: true`) gets, at the end of its MDX module:
//
//   import __overviewGroups from '@generated/overview/default/<source>.json';
//   import __Overview from '@theme/Overview';
//   export const overview = <__Overview groups={__overviewGroups} />;
//
// so its generated data (index.ts) and the overview component load with that doc's own chunk,
// never with the DocItem chunk every doc shares. theme/DocItem reads the export from the loaded
// module (Docusaurus puts an MDX module's named exports on its component) and
// theme/DocItem/Content renders it after the content. Other docs are left as they are.
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {Program} from 'estree-jsx';
import {hasOverviewFrontMatter} from './buildOverview';
import {OVERVIEW_EXPORT_NAME, overviewDataModule} from './overviewTypes';

export type RemarkOverviewOptions = {
  /** The site directory, which the generated data is named from (overviewDataModule). */
  siteDir: string;
};

const GROUPS = '__overviewGroups';
const COMPONENT = '__Overview';
const COMPONENT_MODULE = '@theme/Overview';

/** The ESM the plugin adds to an overview doc, as MDX keeps it (source text and its ESTree). */
export function overviewEsm(dataModule: string): MdxjsEsm {
  const identifier = (name: string) => ({type: 'Identifier' as const, name});
  const defaultImport = (local: string, source: string) => ({
    type: 'ImportDeclaration' as const,
    specifiers: [{type: 'ImportDefaultSpecifier' as const, local: identifier(local)}],
    source: {type: 'Literal' as const, value: source, raw: JSON.stringify(source)},
    attributes: [],
  });
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      defaultImport(GROUPS, dataModule),
      defaultImport(COMPONENT, COMPONENT_MODULE),
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
              id: identifier(OVERVIEW_EXPORT_NAME),
              init: {
                type: 'JSXElement',
                openingElement: {
                  type: 'JSXOpeningElement',
                  name: {type: 'JSXIdentifier', name: COMPONENT},
                  attributes: [
                    {
                      type: 'JSXAttribute',
                      name: {type: 'JSXIdentifier', name: 'groups'},
                      value: {type: 'JSXExpressionContainer', expression: identifier(GROUPS)},
                    },
                  ],
                  selfClosing: true,
                },
                closingElement: null,
                children: [],
              },
            },
          ],
        },
      },
    ],
  };
  const value = [
    `import ${GROUPS} from ${JSON.stringify(dataModule)};`,
    `import ${COMPONENT} from ${JSON.stringify(COMPONENT_MODULE)};`,
    `export const ${OVERVIEW_EXPORT_NAME} = <${COMPONENT} groups={${GROUPS}} />;`,
  ].join('\n');
  return {type: 'mdxjsEsm', value, data: {estree}};
}

export default function remarkOverview({siteDir}: RemarkOverviewOptions) {
  return (tree: Root, file: {path?: string; data: {frontMatter?: Record<string, unknown>}}): void => {
    // The docs plugin's MDX loader gives the parsed front matter to remark plugins as file.data.
    if (!file.path || !hasOverviewFrontMatter(file.data.frontMatter)) return;
    const source = path.relative(siteDir, file.path).split(path.sep).join('/');
    tree.children.push(overviewEsm(overviewDataModule(source).module));
  };
}
