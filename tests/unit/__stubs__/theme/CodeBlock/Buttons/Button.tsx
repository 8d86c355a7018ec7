import React from 'react';

// Stands in for @theme/CodeBlock/Buttons/Button: a plain button with the props it is given.
export default function Button(props: React.ComponentProps<'button'>): React.JSX.Element {
  return <button type="button" {...props} />;
}
