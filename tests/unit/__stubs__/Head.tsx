import React from 'react';

// Stands in for @docusaurus/Head: React 19 hoists <title>, <meta> and <link> into document.head.
export default function Head({children}: {children: React.ReactNode}): React.JSX.Element {
  return <>{children}</>;
}
