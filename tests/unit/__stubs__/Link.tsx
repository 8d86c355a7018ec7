import React from 'react';

// Stands in for @docusaurus/Link: a plain anchor, `to` or `href` as its target, marked
// `data-router-link` so that a test tells it from a plain <a> (a full page load to another build).
export default function Link({
  to,
  href,
  children,
  autoAddBaseUrl: _autoAddBaseUrl,
  ...rest
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string; autoAddBaseUrl?: boolean}): React.JSX.Element {
  return (
    <a href={to ?? href} data-router-link="" {...rest}>
      {children}
    </a>
  );
}
