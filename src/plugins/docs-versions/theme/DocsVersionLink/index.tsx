// A version switcher entry that leads to another docs version: that version is another build
// (maintainers/architecture.md "Versions"), so this is a plain link, a full page load, not a route of this app. The
// switcher registers it as the navbar item type `custom-docsVersionLink`, styled as the stock items.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

export type Props = {
  label: string;
  href: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
  className?: string;
  onClick?: () => void;
  /** The docs version it leads to (`0.5`), for tests and styles. */
  version?: string;
};

export default function DocsVersionLink({label, href, mobile = false, className, onClick, version}: Props): ReactNode {
  const link = (
    <a className={clsx(mobile ? 'menu__link' : 'dropdown__link', className)} href={href} onClick={onClick} data-docs-version={version}>
      {label}
    </a>
  );
  return <li className={mobile ? 'menu__list-item' : undefined}>{link}</li>;
}
