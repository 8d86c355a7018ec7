import React from 'react';

// Stands in for @theme/Icon/WordWrap.
export default function IconWordWrap(props: React.ComponentProps<'svg'>): React.JSX.Element {
  return <svg data-icon="WordWrap" {...props} />;
}
