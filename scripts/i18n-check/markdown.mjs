// Reads a Markdown/MDX page the way Docusaurus does (same preprocessing, MDX parser, GFM,
// directives for admonitions, MDX 1 comments) and returns what the translation check compares:
// front matter, headings with their anchor ids, code blocks and the prose text units.
import {createRequire} from 'node:module';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkComment from '@slorber/remark-comment';
import {toString} from 'mdast-util-to-string';
import {visit, SKIP} from 'unist-util-visit';
import yaml from 'js-yaml';

const require = createRequire(import.meta.url);
// Docusaurus's own helpers, so that heading ids are computed exactly as the site computes them.
const {
  createSlugger,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
  admonitionTitleToDirectiveLabel,
} = require('@docusaurus/utils');
const {DefaultAdmonitionOptions} = require('@docusaurus/mdx-loader/lib/remark/admonitions');

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkMdx)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment);

/** Inline nodes whose text is not prose: code, JSX, expressions, raw HTML, images. */
const NON_PROSE_INLINE = new Set([
  'inlineCode',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'html',
  'image',
  'imageReference',
  'footnoteReference',
]);

/** The prose of an inline tree: text and link labels; code, JSX, URLs and HTML become a space. */
export function proseText(node) {
  if (node.type === 'text') return node.value;
  if (NON_PROSE_INLINE.has(node.type)) return ' ';
  if (node.type === 'break') return ' ';
  if (!node.children) return '';
  return node.children.map(proseText).join('');
}

/** A link label that is one identifier (`[resolve](…)`, `[pool](…)`): the name of the page it links to. */
const NAME_LABEL = /^[A-Za-z$_][\w$.-]*$/;

/**
 * The prose the glossary checks (scripts/i18n-check/glossary.mjs): proseText without the links
 * whose whole label is one identifier, as those name an option or API page, not a concept.
 */
export function termText(node) {
  if (node.type === 'link' && NAME_LABEL.test(toString(node).trim())) return ' ';
  if (!node.children || NON_PROSE_INLINE.has(node.type)) return proseText(node);
  return node.children.map(termText).join('');
}

function headingText(heading) {
  const nodes = heading.children.filter(({type}) => !['html', 'jsx'].includes(type));
  return toString(nodes.length > 0 ? nodes : heading);
}

/**
 * @param {string} source the file's content
 * @returns {{frontMatter: Record<string, unknown>, headings: Array<{depth: number, text: string, prose: string, id: string, explicitId: string | undefined, line: number}>, codeBlocks: Array<{lang: string, meta: string, value: string, line: number}>, prose: Array<{kind: string, text: string, terms: string, line: number, endLine: number}>}}
 */
export function readPage(source) {
  const content = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    DefaultAdmonitionOptions.keywords,
  );
  const tree = processor.parse(content);
  const slugger = createSlugger();
  let frontMatter = {};
  const headings = [];
  const codeBlocks = [];
  const prose = [];

  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'yaml':
        frontMatter = yaml.load(node.value) ?? {};
        return SKIP;
      case 'heading': {
        const text = headingText(node);
        const parsed = parseMarkdownHeadingId(text, 'classic');
        const id = parsed.id ?? slugger.slug(parsed.text);
        const headingProse = proseText(node).replace(/\\?\{#[^}]*\}\s*$/, '');
        headings.push({depth: node.depth, text: parsed.text.trim(), prose: headingProse, id, explicitId: parsed.id, line});
        prose.push({kind: 'heading', text: headingProse, terms: termText(node).replace(/\\?\{#[^}]*\}\s*$/, ''), line, endLine: node.position?.end.line ?? line});
        return SKIP;
      }
      case 'code':
        codeBlocks.push({lang: node.lang ?? '', meta: node.meta ?? '', value: node.value, line});
        return SKIP;
      case 'paragraph':
      case 'tableCell':
        prose.push({kind: node.type === 'tableCell' ? 'table cell' : 'paragraph', text: proseText(node), terms: termText(node), line, endLine: node.position?.end.line ?? line});
        return SKIP;
      default:
        return undefined;
    }
  });
  return {frontMatter, headings, codeBlocks, prose};
}
