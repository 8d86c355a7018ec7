// Remark plugin of the overview pages, registered for the site's docs in docusaurus.config.ts.
// An overview doc (front matter `overview: true`) gets, at the end of its MDX module:
//
//   import __overview from '@generated/overview/default/<source>.json';
//   import __Overview from '@theme/Overview';
//   export const overview = <__Overview groups={__overview.groups} subject={__overview.subject} />;
//
// and the `toc` the MDX loader exports (its default remark plugins run before ours) gets the
// groups' entries after the doc's own headings, `export const toc = [..., ...__overview.toc]`,
// the way the loader itself adds an imported partial's `toc`. So the doc's outline (desktop and
// mobile) lists the groups, and its data and the overview component load with that doc's own
// chunk, never with the DocItem chunk every doc shares. theme/DocItem reads the `overview` export
// from the loaded module (Docusaurus puts an MDX module's named exports on its component) and
// theme/DocItem/Content renders it after the content. Other docs are left as they are.
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {ArrayExpression, Expression, ExportNamedDeclaration, Program, SpreadElement} from 'estree-jsx';
import {hasOverviewFrontMatter} from './buildOverview';
import {OVERVIEW_EXPORT_NAME, overviewDataModule} from './overviewTypes';

export type RemarkOverviewOptions = {
  /** The site directory, which the generated data is named from (overviewDataModule). */
  siteDir: string;
};

const DATA = '__overview';
const COMPONENT = '__Overview';
const COMPONENT_MODULE = '@theme/Overview';
/** The outline the MDX loader exports (the classic theme's DocItem reads it as `content.toc`). */
const TOC_EXPORT_NAME = 'toc';
/** The props of the overview component, each the data's field of the same name. */
const COMPONENT_PROPS = ['groups', 'subject'] as const;

const identifier = (name: string) => ({type: 'Identifier' as const, name});
/** `__overview.<field>` */
const dataField = (field: string): Expression => ({
  type: 'MemberExpression',
  object: identifier(DATA),
  property: identifier(field),
  computed: false,
  optional: false,
});
/** `...__overview.toc`: the groups' outline entries. */
const tocSlice = (): SpreadElement => ({type: 'SpreadElement', argument: dataField(TOC_EXPORT_NAME)});

function exportConst(name: string, init: Expression): ExportNamedDeclaration {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    attributes: [],
    declaration: {type: 'VariableDeclaration', kind: 'const', declarations: [{type: 'VariableDeclarator', id: identifier(name), init}]},
  };
}

/** The ESM the plugin adds to an overview doc, as MDX keeps it (source text and its ESTree). */
export function overviewEsm(dataModule: string): MdxjsEsm {
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
      defaultImport(DATA, dataModule),
      defaultImport(COMPONENT, COMPONENT_MODULE),
      exportConst(OVERVIEW_EXPORT_NAME, {
        type: 'JSXElement',
        openingElement: {
          type: 'JSXOpeningElement',
          name: {type: 'JSXIdentifier', name: COMPONENT},
          attributes: COMPONENT_PROPS.map((prop) => ({
            type: 'JSXAttribute' as const,
            name: {type: 'JSXIdentifier' as const, name: prop},
            value: {type: 'JSXExpressionContainer' as const, expression: dataField(prop)},
          })),
          selfClosing: true,
        },
        closingElement: null,
        children: [],
      }),
    ],
  };
  const props = COMPONENT_PROPS.map((prop) => `${prop}={${DATA}.${prop}}`).join(' ');
  const value = [
    `import ${DATA} from ${JSON.stringify(dataModule)};`,
    `import ${COMPONENT} from ${JSON.stringify(COMPONENT_MODULE)};`,
    `export const ${OVERVIEW_EXPORT_NAME} = <${COMPONENT} ${props} />;`,
  ].join('\n');
  return {type: 'mdxjsEsm', value, data: {estree}};
}

/** The `export const toc = …` declaration of an ESM node, if it has one. */
function tocDeclarator(node: MdxjsEsm) {
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    const declarator = statement.declaration.declarations.find((candidate) => candidate.id.type === 'Identifier' && candidate.id.name === TOC_EXPORT_NAME);
    if (declarator) return declarator;
  }
  return undefined;
}

/**
 * Appends the groups' outline entries to the doc's `toc` export (the MDX loader's, or one the
 * writer wrote), or exports them as the `toc` when there is none.
 */
export function appendOverviewToc(tree: Root): void {
  const declarator = tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [tocDeclarator(node)] : [])).find(Boolean);
  if (!declarator) {
    const estree: Program = {type: 'Program', sourceType: 'module', body: [exportConst(TOC_EXPORT_NAME, {type: 'ArrayExpression', elements: [tocSlice()]})]};
    tree.children.push({type: 'mdxjsEsm', value: `export const ${TOC_EXPORT_NAME} = [...${DATA}.${TOC_EXPORT_NAME}];`, data: {estree}});
    return;
  }
  const init = declarator.init as Expression | null | undefined;
  const list: ArrayExpression =
    init?.type === 'ArrayExpression' ? init : {type: 'ArrayExpression', elements: init ? [{type: 'SpreadElement', argument: init}] : []};
  list.elements.push(tocSlice());
  declarator.init = list;
}

export default function remarkOverview({siteDir}: RemarkOverviewOptions) {
  return (tree: Root, file: {path?: string; data: {frontMatter?: Record<string, unknown>}}): void => {
    // The docs plugin's MDX loader gives the parsed front matter to remark plugins as file.data.
    if (!file.path || !hasOverviewFrontMatter(file.data.frontMatter)) return;
    const source = path.relative(siteDir, file.path).split(path.sep).join('/');
    tree.children.push(overviewEsm(overviewDataModule(source).module));
    appendOverviewToc(tree);
  };
}
