import React from 'react';

// Stands in for @docusaurus/Head: renders each head element as a <div data-head-tag="…"> with
// the element's attributes, so tests can read what a component puts in <head> and on <html>.
export default function Head({children}: {children?: React.ReactNode}): React.JSX.Element {
  return (
    <div data-testid="head">
      {React.Children.map(children, (child) =>
        React.isValidElement<Record<string, unknown>>(child) && typeof child.type === 'string' ? (
          <div data-head-tag={child.type} {...child.props} />
        ) : null,
      )}
    </div>
  );
}
