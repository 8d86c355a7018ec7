/** @jest-environment node */
// The build's highlighting (src/plugins/code-blocks): each fenced block of a doc, and the blocks
// <PackageManagerTabs> writes, leave the MDX compile with marked code and the doc's class lists.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkCodeBlocks from '@site/src/plugins/code-blocks/remark';
import remarkPackageManagerTabs from '@site/src/components/PackageManagerTabs/remark';
import {HIGHLIGHT_PROP, MARK_BASE, markedLines, stripMarks} from '@site/src/plugins/code-blocks/marks';

function transform(source: string): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPackageManagerTabs).use(remarkCodeBlocks);
  return processor.runSync(processor.parse(source)) as Root;
}

function codeNodes(node: {type: string; children?: unknown[]}, found: Code[] = []): Code[] {
  if (node.type === 'code') found.push(node as Code);
  for (const child of (node.children ?? []) as {type: string}[]) codeNodes(child, found);
  return found;
}

const highlightOf = (node: Code) => (node.data as {hProperties?: Record<string, string>} | undefined)?.hProperties?.[HIGHLIGHT_PROP];

const DOC = [
  '```ts title="sum.test.ts"',
  "import {expect, test} from '@rstest/core';",
  '',
  '/* a comment',
  '   over two lines */',
  "test('adds', () => expect(1 + 2).toBe(3));",
  '```',
  '',
  '```json',
  '{"scripts": {"test": "rstest"}}',
  '```',
  '',
  '```text',
  'plain <text> & more',
  '```',
].join('\n');

describe('remarkCodeBlocks', () => {
  it('marks the code of each block of a known language and gives every block the doc’s class lists', () => {
    const [ts, json, text] = codeNodes(transform(DOC));
    expect(ts.value).not.toBe(stripMarks(ts.value));
    expect(stripMarks(ts.value)).toBe(
      "import {expect, test} from '@rstest/core';\n\n/* a comment\n   over two lines */\ntest('adds', () => expect(1 + 2).toBe(3));",
    );
    expect(ts.meta).toBe('title="sum.test.ts"');
    // One table for the doc: the same on both highlighted blocks, one class list per line.
    expect(highlightOf(ts)).toBe(highlightOf(json));
    const classes = highlightOf(ts)!.split('\n');
    expect(classes.length).toBeGreaterThan(2);
    for (const list of classes) expect(list).toMatch(/^(p[ld]\d+ ?)+$/);
    // A language without a grammar stays as written, without the prop.
    expect(text.value).toBe('plain <text> & more');
    expect(highlightOf(text)).toBeUndefined();
  });

  it('gives the keyword, the string and a comment running over two lines their colours', () => {
    const [ts] = codeNodes(transform(DOC));
    const lines = markedLines({code: ts.value, classes: highlightOf(ts)!.split('\n')});
    expect(lines.map((line) => line.text)).toEqual(stripMarks(ts.value).split('\n'));
    expect(lines[0].html).toMatch(/^<span class="[^"]+">import<\/span> \{expect, test\} <span class="[^"]+">from<\/span> <span class="[^"]+">'@rstest\/core'<\/span>;$/);
    const comment = /^<span class="([^"]+)">\/\* a comment<\/span>$/.exec(lines[2].html);
    expect(comment).not.toBeNull();
    expect(lines[3].html).toBe(`<span class="${comment![1]}">   over two lines */</span>`);
  });

  it('leaves code that holds a mark character as written', () => {
    const source = `\`\`\`ts\nconst mark = '${String.fromCharCode(MARK_BASE + 1)}';\n\`\`\``;
    const [node] = codeNodes(transform(source));
    expect(node.value).toBe(`const mark = '${String.fromCharCode(MARK_BASE + 1)}';`);
    expect(highlightOf(node)).toBeUndefined();
  });
});

describe('remarkPackageManagerTabs', () => {
  it('writes one highlighted bash block per manager as the element’s children, and drops the command', () => {
    const tree = transform('<PackageManagerTabs command="add -D @rstest/core" />\n\n<PackageManagerTabs command={{npm: "npx rstest", yarn: "yarn rstest", pnpm: "pnpm rstest", bun: "bunx rstest"}} />');
    const [first, second] = tree.children as MdxJsxFlowElement[];
    expect(first.attributes).toEqual([]);
    expect((first.children as Code[]).map((node) => [node.lang, stripMarks(node.value)])).toEqual([
      ['bash', 'npm install -D @rstest/core'],
      ['bash', 'yarn add -D @rstest/core'],
      ['bash', 'pnpm add -D @rstest/core'],
      ['bash', 'bun add -d @rstest/core'],
    ]);
    expect((second.children as Code[]).map((node) => stripMarks(node.value))).toEqual(['npx rstest', 'yarn rstest', 'pnpm rstest', 'bunx rstest']);
    // Highlighted like any fenced block: `npm` is a command.
    const [npm] = first.children as Code[];
    expect(markedLines({code: npm.value, classes: highlightOf(npm)!.split('\n')})[0].html).toMatch(/^<span class="[^"]+">npm<\/span> /);
  });

  it('fails the compile when the command is missing', () => {
    expect(() => transform('<PackageManagerTabs />')).toThrow(/needs a `command`/);
  });
});
