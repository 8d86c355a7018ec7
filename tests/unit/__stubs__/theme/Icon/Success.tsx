import React from 'react';

// Stands in for @theme/Icon/Success.
export default function IconSuccess(props: React.ComponentProps<'svg'>): React.JSX.Element {
  return <svg data-icon="Success" {...props} />;
}
