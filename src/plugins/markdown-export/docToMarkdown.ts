// Turns a doc's MD/MDX source into plain Markdown for readers and AI tools (spec 2 "Copy
// Markdown", 7 "Page Markdown"): no front matter, no imports/exports, our MDX components written
// out as Markdown, admonitions as blockquotes, no `{#id}`, every relative link absolute.
// Pure: the caller passes the page's facts and the locale's labels.
import path from 'node:path';
import {unified} from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import {toString} from 'mdast-util-to-string';
import type {BlockContent, Code, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import {ADMONITION_KEYWORDS, parsedDoc, takeHeadingId, type AdmonitionKeyword} from '../shared/parseDocSource';
import {attributeValue} from '../shared/mdxAttributes';
import {absoluteUrl} from './markdownPath';
// The pure part of the PackageManagerTabs component: the same command line per manager as the page.
import {PACKAGE_MANAGERS, commandsFor, type PackageManagerCommand} from '../../components/PackageManagerTabs/commands';

/** The words the converted Markdown shows, in the page's locale (read from the site's translations). */
export type MarkdownLabels = {
  admonitions: Record<AdmonitionKeyword, string>;
  optionMeta: {type: string; default: string; cli: string; noCli: string};
};

export const ENGLISH_LABELS: MarkdownLabels = {
  admonitions: {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution'},
  optionMeta: {type: 'Type', default: 'Default', cli: 'CLI', noCli: 'none'},
};

/** The translation ids of those labels: the classic theme's admonition titles and OptionMeta's. */
export const LABEL_TRANSLATION_IDS = {
  admonitions: Object.fromEntries(ADMONITION_KEYWORDS.map((keyword) => [keyword, `theme.admonition.${keyword}`])) as Record<
    AdmonitionKeyword,
    string
  >,
  optionMeta: {type: 'optionMeta.type', default: 'optionMeta.default', cli: 'optionMeta.cli', noCli: 'optionMeta.noCli'},
};

/** The labels for a locale: its code translations where they exist, English otherwise. */
export function labelsFrom(codeTranslations: Record<string, string>): MarkdownLabels {
  const pick = <K extends string>(ids: Record<K, string>, fallback: Record<K, string>): Record<K, string> =>
    Object.fromEntries(Object.entries<string>(ids).map(([key, id]) => [key, codeTranslations[id] || fallback[key as K]])) as Record<
      K,
      string
    >;
  return {
    admonitions: pick(LABEL_TRANSLATION_IDS.admonitions, ENGLISH_LABELS.admonitions),
    optionMeta: pick(LABEL_TRANSLATION_IDS.optionMeta, ENGLISH_LABELS.optionMeta),
  };
}

export type DocToMarkdownOptions = {
  /** The doc's title, written as `# Title` when the source has no h1. */
  title: string;
  /** Absolute path of the source file, to resolve links to other doc files. */
  sourcePath: string;
  /** The page's URL path, locale prefix included (`/zh/guide/start/quick-start`). */
  permalink: string;
  /** `siteConfig.url` (`https://rstest.rs`). */
  siteUrl: string;
  /** The locale's base URL (`/` or `/zh/`), which root-relative links are under. */
  baseUrl: string;
  /** The permalink of the doc at an absolute source path, if it is one. */
  permalinkOfFile: (absoluteSourcePath: string) => string | undefined;
  labels: MarkdownLabels;
};

const stringifier = unified()
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one'})
  .use(remarkGfm);

type Parent = {children: RootContent[]};
type AnyElement = MdxJsxFlowElement | MdxJsxTextElement;

const text = (value: string): Text => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const inlineCode = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});


function packageManagerBlocks(element: AnyElement): RootContent[] {
  const command = attributeValue(element, 'command') as PackageManagerCommand | undefined;
  if (command === undefined) return [];
  const commands = commandsFor(command);
  return PACKAGE_MANAGERS.flatMap((manager): RootContent[] => [
    paragraph([strong(manager)]),
    {type: 'code', lang: 'bash', meta: null, value: commands[manager]} satisfies Code,
  ]);
}

function optionMetaList(element: AnyElement, labels: MarkdownLabels['optionMeta']): RootContent[] {
  const item = (label: string, value: PhrasingContent) => ({
    type: 'listItem' as const,
    spread: false,
    children: [paragraph([strong(`${label}:`), text(' '), value])],
  });
  const cli = attributeValue(element, 'cli');
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: [
        item(labels.type, inlineCode(String(attributeValue(element, 'type') ?? ''))),
        item(labels.default, inlineCode(String(attributeValue(element, 'default') ?? ''))),
        item(labels.cli, typeof cli === 'string' && cli !== 'none' ? inlineCode(cli) : text(labels.noCli)),
      ],
    },
  ];
}

/** Each TabItem as a section: its label in bold, then its content. */
function tabSections(element: AnyElement, convertChildren: (children: RootContent[]) => RootContent[]): RootContent[] {
  const items = (element.children as RootContent[]).filter(
    (child): child is MdxJsxFlowElement => child.type === 'mdxJsxFlowElement' && child.name === 'TabItem',
  );
  return items.flatMap((item) => tabItemSection(item, convertChildren));
}

function tabItemSection(item: AnyElement, convertChildren: (children: RootContent[]) => RootContent[]): RootContent[] {
  const label = attributeValue(item, 'label') ?? attributeValue(item, 'value');
  const heading = typeof label === 'string' ? [paragraph([strong(label)])] : [];
  return [...heading, ...convertChildren(item.children as RootContent[])];
}

/** A directive that is not an admonition is text again (`:name`), as Docusaurus renders it. */
function directiveAsText(node: TextDirective | LeafDirective): PhrasingContent[] {
  const label = node.children.length > 0 ? `[${toString(node)}]` : '';
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => (value ? `${key}="${value}"` : key))
    .join(' ');
  return [text(`:${node.type === 'leafDirective' ? ':' : ''}${node.name}${label}${attributes ? `{${attributes}}` : ''}`)];
}

function admonitionQuote(node: ContainerDirective, labels: MarkdownLabels, convertChildren: (children: RootContent[]) => RootContent[]): RootContent {
  const [first, ...rest] = node.children;
  const hasCustomTitle = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const title = hasCustomTitle ? toString(first) : labels.admonitions[node.name as AdmonitionKeyword];
  const body = hasCustomTitle ? rest : node.children;
  return {type: 'blockquote', children: [paragraph([strong(title)]), ...(convertChildren(body as RootContent[]) as BlockContent[])]};
}

function resolveLink(url: string, options: DocToMarkdownOptions): string {
  // Already absolute (`https:`, `mailto:`) or protocol-relative.
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const pageUrl = absoluteUrl(options.siteUrl, options.permalink);
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  const hashIndex = url.indexOf('#');
  const pathPart = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  if (/\.mdx?$/i.test(pathPart) && !pathPart.startsWith('/')) {
    const target = options.permalinkOfFile(path.resolve(path.dirname(options.sourcePath), decodeURI(pathPart)));
    if (target) return `${absoluteUrl(options.siteUrl, target)}${hash}`;
  }
  if (pathPart.startsWith('/')) return `${absoluteUrl(options.siteUrl, options.baseUrl)}${pathPart.slice(1)}${hash}`;
  return new URL(url, pageUrl).href;
}

function transform(children: RootContent[], options: DocToMarkdownOptions): RootContent[] {
  const convertChildren = (nodes: RootContent[]) => transform(nodes, options);
  return children.flatMap((node): RootContent[] => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        switch (node.name) {
          case 'PackageManagerTabs':
            return packageManagerBlocks(node);
          case 'OptionMeta':
            return optionMetaList(node, options.labels.optionMeta);
          case 'Tabs':
            return tabSections(node, convertChildren);
          case 'TabItem':
            return tabItemSection(node, convertChildren);
          default:
            // Any other element (a <details>, a <kbd>) keeps its content.
            return convertChildren(node.children as RootContent[]);
        }
      case 'containerDirective':
        return (ADMONITION_KEYWORDS as readonly string[]).includes(node.name)
          ? [admonitionQuote(node, options.labels, convertChildren)]
          : convertChildren(node.children as RootContent[]);
      case 'leafDirective':
        return [paragraph(directiveAsText(node))];
      case 'textDirective':
        return directiveAsText(node) as RootContent[];
      case 'heading':
        takeHeadingId(node);
        break;
      case 'link':
      case 'definition':
        node.url = resolveLink(node.url, options);
        break;
      case 'image':
        // Images are bundled under hashed names: only absolute URLs are meaningful outside the page.
        node.url = /^[a-z][a-z\d+.-]*:/i.test(node.url) || node.url.startsWith('/') ? resolveLink(node.url, options) : node.url;
        break;
      default:
        break;
    }
    if ('children' in node && Array.isArray(node.children)) {
      (node as Parent).children = convertChildren(node.children as RootContent[]);
    }
    return [node];
  });
}

function hasTitleHeading(root: Root): boolean {
  return root.children.some((node) => node.type === 'heading' && (node as Heading).depth === 1);
}

/** The page's Markdown: what `/<route>.md` serves. */
export function docToMarkdown(source: string, options: DocToMarkdownOptions): string {
  // The transform below changes the tree: work on a copy of the shared parse.
  const tree = structuredClone(parsedDoc(source));
  tree.children = transform(tree.children, options);
  if (!hasTitleHeading(tree)) {
    tree.children.unshift({type: 'heading', depth: 1, children: [text(options.title)]});
  }
  return stringifier.stringify(tree as Nodes as Root);
}
