// The remark step of <PackageManagerTabs command="…" /> (registered before the code blocks' in
// docusaurus.config.ts): the element's `command` becomes its children, one ```bash block per package
// manager (commands.ts), so that the build highlights them like any fenced block
// (src/plugins/code-blocks) and the component only puts each block in its tab.
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {attributeValue} from '../../plugins/shared/mdxAttributes';
import {PACKAGE_MANAGERS, commandsFor, type PackageManagerCommand} from './commands';

type Node = {type: string; name?: string | null; children?: Node[]};

function expand(node: Node): void {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'PackageManagerTabs') {
    const element = node as unknown as MdxJsxFlowElement;
    const command = attributeValue(element, 'command') as PackageManagerCommand | undefined;
    if (command === undefined) throw new Error('<PackageManagerTabs> needs a `command`: a string or one command line per package manager.');
    const commands = commandsFor(command);
    element.attributes = element.attributes.filter((attribute) => attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'command');
    element.children = PACKAGE_MANAGERS.map((manager) => ({type: 'code', lang: 'bash', meta: null, value: commands[manager]}));
    return;
  }
  node.children?.forEach(expand);
}

export default function remarkPackageManagerTabs(): (tree: Root) => void {
  return (tree) => expand(tree as Node);
}
