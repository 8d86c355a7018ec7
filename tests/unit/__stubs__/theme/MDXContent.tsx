import React from 'react';

// Stands in for @theme/MDXContent.
export default function MDXContent({children}: {children: React.ReactNode}): React.JSX.Element {
  return <div data-mdx-content>{children}</div>;
}
