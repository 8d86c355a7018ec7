// Eject of @docusaurus/theme-classic 3.10.2's CodeBlock/Container: the colours come from a stylesheet.
// The block's plain colours (--prism-color, --prism-background-color) come from the prism
// plugin's stylesheet for each colour mode (src/plugins/prism/tokenClasses.ts) instead of an inline
// style from the current theme, so a block no longer re-renders when the colour mode changes or
// arrives after hydration, and a dark-mode reader's server HTML is dark from the first paint.
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
// CHANGED: no usePrismTheme / getPrismCssVariables (the colours are CSS of the prism plugin).
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic components are hard to type without `oneOf` generics.
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      // CHANGED: no `style={prismCssVariables}`: --prism-color and --prism-background-color come from tokens.css.
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
