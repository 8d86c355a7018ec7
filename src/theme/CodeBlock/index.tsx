// Eject of @docusaurus/theme-classic 3.10.2's CodeBlock: no remount of every block after hydration.
// The stock component remounts every code block once the app runs in the browser
// (`key={String(isBrowser)}`), so that a dark-mode reader gets the dark Prism theme, which React
// hydration would not patch into the server HTML's inline colours. In Docusaurus 3.10 the colour mode
// already lags behind hydration on purpose (theme-common's colorMode.js starts from `defaultMode` and
// reads the page's theme in an effect), so the hydration render uses the server's theme and the dark
// theme arrives as an ordinary update that React applies. The remount only cost time: every block's
// DOM rebuilt and its code tokenized again, the largest share of a code-heavy page's blocking time.
import React, {isValidElement, type ReactNode} from 'react';
// CHANGED: no useIsBrowser import (the remount key is gone).
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children as one string (copyable); children holding elements are kept as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((element) => isValidElement(element))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  // CHANGED: no `isBrowser` and no `key={String(isBrowser)}` on the content: the block is not remounted after hydration.
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
