// Replaces the stock version switcher (written anew on the public DropdownNavbarItem, not a wrap):
// each docs version is a build of its own (maintainers/architecture.md "Versions"), so this build's docs plugin knows
// one version. The entries come from the docs-versions global data: the page being read in each
// version when it has it, else that version's home; another version's entry is a full page load.
// It renders nothing when the site has one version (spec 2), nor in the phone drawer, which shows the
// versions as a row of their own above the menus (src/theme/Navbar/MobileSidebar/Switches), and keeps
// the stock props (dropdownItemsBefore/After, dropdownActiveClassDisabled).
import React, {type ReactNode} from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import useVersionLinks from '../../../client/useVersionLinks';

/** A switcher needs something to switch to. */
const MIN_VERSIONS_FOR_SWITCHER = 2;
/** The navbar item type of an entry that leads to another build (theme/DocsVersionLink). */
export const VERSION_LINK_ITEM_TYPE = 'custom-docsVersionLink';

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId: _docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: _versions,
  ...props
}: Props): ReactNode {
  const {links, onDocPage} = useVersionLinks();
  if (links.length < MIN_VERSIONS_FOR_SWITCHER || mobile) return null;
  const built = links.find((link) => link.isBuilt)!;
  const items = [
    ...dropdownItemsBefore,
    ...links.map((link) =>
      link.isBuilt
        ? {label: link.label, to: link.href, isActive: () => onDocPage, 'data-docs-version': link.name}
        : // A custom item type (registered in src/theme/NavbarItem/ComponentTypes.tsx), which the stock types do not list.
          ({type: VERSION_LINK_ITEM_TYPE, label: link.label, href: link.href, version: link.name} as unknown as LinkLikeNavbarItemProps),
    ),
    ...dropdownItemsAfter,
  ];
  return (
    <DropdownNavbarItem
      {...props}
      label={built.label}
      to={built.href}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
