import React from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {TOCItem} from '@docusaurus/mdx-loader';
import {hasOutline, outlineLevels} from '@site/src/utils/outline';
import OutlineMenu from './OutlineMenu';
import SidebarMenu from './SidebarMenu';
import styles from './styles.module.css';

type Props = {
  /** The doc sidebar's items; none when the doc has no sidebar. */
  readonly sidebarItems?: readonly PropSidebarItem[];
  /** The page's headings; empty when the page hides its outline. */
  readonly toc: readonly TOCItem[];
  /** The page's own heading range (frontmatter `toc_min_heading_level`…), if set. */
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
};

/**
 * The one row of chrome above a doc's title on narrow screens: the sidebar's "Menu" toggle on the
 * left (sidebar menu mode, spec 2 and 9) and the outline toggle on the right (below 997 px, where
 * the outline column is not shown). Sticky under the navbar, and at the top when the navbar hides
 * on scroll (src/css/custom.css shows the bar and each part at their widths).
 */
export default function DocMenuBar({sidebarItems, toc, ...pageLevels}: Props): React.JSX.Element | null {
  const {tableOfContents} = useThemeConfig();
  const levels = outlineLevels(pageLevels, tableOfContents);
  const withOutline = hasOutline(toc, levels);
  if (!sidebarItems && !withOutline) return null;
  return (
    <div className={clsx('doc-menu-bar', styles.bar)}>
      {sidebarItems && <SidebarMenu items={sidebarItems} />}
      {withOutline && <OutlineMenu toc={toc} {...levels} />}
    </div>
  );
}
