import React from 'react';

// Stands in for @theme/Heading: the bare heading element it renders for `as`.
export default function Heading({
  as: As,
  ...props
}: React.HTMLAttributes<HTMLHeadingElement> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'}): React.JSX.Element {
  return <As {...props} />;
}
