// Wrap: a sidebar group that neither collapses nor links (`collapsible: false`, no `link`) gets a
// plain label; the stock category renders it as an `<a>` without href, which is no link for a crawler
// or a screen reader (Lighthouse `crawlable-anchors`). Every other category stays the stock one.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItem/Category';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem, useVisibleSidebarItems} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

function SidebarGroup({item, onItemClick, activePath, level}: Props): ReactNode {
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <div className="menu__list-item-collapsible">
        <span className={clsx('menu__link', styles.groupLabel, isActiveSidebarItem(item, activePath) && 'menu__link--active')}>
          {item.label}
        </span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems items={item.items} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}

export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  const visibleItems = useVisibleSidebarItems(props.item.items, props.activePath);
  // A group whose pages are all hidden renders as the stock category does (nothing, without a link).
  const isPlainGroup = !props.item.collapsible && props.item.href === undefined && visibleItems.length > 0;
  return isPlainGroup ? <SidebarGroup {...props} /> : <Category {...props} />;
}
