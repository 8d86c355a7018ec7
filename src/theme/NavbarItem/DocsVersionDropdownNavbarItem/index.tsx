// Wrap: the version switcher renders only when the docs have more than one version (spec §2); stock renders a link for one.
import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useVersions} from '@docusaurus/plugin-content-docs/client';

/** A switcher needs something to switch to. */
const MIN_VERSIONS_FOR_SWITCHER = 2;

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): React.ReactNode {
  const versions = useVersions(props.docsPluginId);
  if (versions.length < MIN_VERSIONS_FOR_SWITCHER) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
