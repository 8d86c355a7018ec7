// Wrap: adds the spec's navigation item fields `tag` (a badge after the label) and `activeMatch` (a RegExp on the default-locale pathname).
import React from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type {Props as OriginalProps} from '@theme/NavbarItem/DefaultNavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ItemTag from '@site/src/components/ItemTag';
import {isActiveMatch} from '@site/src/utils/activeMatch';

export type Props = OriginalProps & {
  /** A small badge after the label, e.g. `new`. */
  readonly tag?: string;
  /** The item is active when this regular expression matches the pathname without the locale prefix. */
  readonly activeMatch?: string;
};

export default function DefaultNavbarItemWrapper({tag, activeMatch, ...props}: Props): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const label = tag ? (
    <>
      {props.label}
      <ItemTag tag={tag} />
    </>
  ) : (
    props.label
  );
  const activeProps = activeMatch
    ? {isActive: (_match: unknown, location: {pathname: string}) => isActiveMatch(activeMatch, location.pathname, siteConfig.baseUrl)}
    : {};
  return <DefaultNavbarItem {...props} label={label} {...activeProps} />;
}
