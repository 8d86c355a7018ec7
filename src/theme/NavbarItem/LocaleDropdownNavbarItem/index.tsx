// Wrap: the language switcher renders only when the site has more than one locale (spec §2); stock always renders it.
// In the phone drawer the languages are a row of their own above the menus (Navbar/MobileSidebar/Switches), not this dropdown.
import React from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** A switcher needs something to switch to. */
const MIN_LOCALES_FOR_SWITCHER = 2;

export default function LocaleDropdownNavbarItemWrapper(props: Props): React.ReactNode {
  const {i18n} = useDocusaurusContext();
  if (i18n.locales.length < MIN_LOCALES_FOR_SWITCHER || props.mobile) return null;
  return <LocaleDropdownNavbarItem {...props} />;
}
