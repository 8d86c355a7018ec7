import React from 'react';

// Stands in for @theme/Icon/Copy.
export default function IconCopy(props: React.ComponentProps<'svg'>): React.JSX.Element {
  return <svg data-icon="Copy" {...props} />;
}
