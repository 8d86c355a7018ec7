// Wrap: shows a sidebar link's `customProps.tag` as the same badge as navbar item tags (spec §3 "Sidebar item", tag).
import React from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import ItemTag from '@site/src/components/ItemTag';

export default function DocSidebarItemLinkWrapper(props: Props): React.ReactNode {
  const tag = props.item.customProps?.tag;
  if (typeof tag !== 'string' || tag === '') return <Link {...props} />;
  // The stock link renders `item.label` as a React child, so the label can carry the badge after the text.
  const label = (
    <>
      {props.item.label}
      <ItemTag tag={tag} />
    </>
  );
  return <Link {...props} item={{...props.item, label}} />;
}
