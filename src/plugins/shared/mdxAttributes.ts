// The value of an MDX JSX attribute as written in a doc, for the plugins that read components'
// props at build time (the Markdown export, PackageManagerTabs' remark step).
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Expression} from 'estree';

/** A JSX attribute's value when it is a plain string, or an object/string literal expression. */
export function attributeValue(element: MdxJsxFlowElement | MdxJsxTextElement, name: string): unknown {
  const attribute = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!attribute || attribute.value === null || attribute.value === undefined) return undefined;
  if (typeof attribute.value === 'string') return attribute.value;
  const program = attribute.value.data?.estree;
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression) : undefined;
}

/** The value of a literal expression: strings, numbers, booleans, and objects/arrays of them. */
function literalValue(expression: Expression): unknown {
  switch (expression.type) {
    case 'Literal':
      return expression.value;
    case 'TemplateLiteral':
      return expression.expressions.length === 0 ? expression.quasis.map((quasi) => quasi.value.cooked).join('') : undefined;
    case 'ArrayExpression':
      return expression.elements.map((element) => (element && element.type !== 'SpreadElement' ? literalValue(element) : undefined));
    case 'ObjectExpression':
      return Object.fromEntries(
        expression.properties.flatMap((property) => {
          if (property.type !== 'Property' || property.computed) return [];
          const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
          return key === undefined ? [] : [[key, literalValue(property.value as Expression)]];
        }),
      );
    default:
      return undefined;
  }
}
