import React from 'react';

// Stands in for @docusaurus/Link: a plain anchor, `to` or `href` as its target.
export default function Link({
  to,
  href,
  children,
  autoAddBaseUrl: _autoAddBaseUrl,
  ...rest
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string; autoAddBaseUrl?: boolean}): React.JSX.Element {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
