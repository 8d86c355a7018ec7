// The remark plugin of the code blocks (registered for every docs and pages plugin in
// docusaurus.config.ts): each fenced block of a doc is highlighted while its MDX compiles
// (highlight.ts). The block's code becomes the marked code, and its code element gets the doc's
// class lists as its `highlight` prop (marks.ts), which MDX passes to @theme/CodeBlock.
import type {Code, Root} from 'mdast';
import {markCode} from './highlight';
import {HIGHLIGHT_PROP} from './marks';

type Node = {type: string; children?: Node[]};

function codeNodes(node: Node, found: Code[] = []): Code[] {
  if (node.type === 'code') found.push(node as Code);
  for (const child of node.children ?? []) codeNodes(child, found);
  return found;
}

export default function remarkCodeBlocks(): (tree: Root) => void {
  return (tree) => {
    const classes = new Map<string, number>();
    const classIndex = (list: string) => {
      if (!classes.has(list)) classes.set(list, classes.size);
      return classes.get(list)!;
    };
    const highlighted = codeNodes(tree).filter((node) => {
      const marked = markCode(node.value, (node.lang ?? '').toLowerCase(), classIndex);
      if (marked === null) return false;
      node.value = marked;
      return true;
    });
    const table = [...classes.keys()].join('\n');
    for (const node of highlighted) {
      const data = (node.data ??= {}) as {hProperties?: Record<string, unknown>};
      data.hProperties = {...data.hProperties, [HIGHLIGHT_PROP]: table};
    }
  };
}
