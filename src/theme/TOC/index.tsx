// Wrap: titles the desktop outline 'ON THIS PAGE' (zh '目录', spec section 2), renders nothing when no heading is in range, and keeps the active heading's link in view.
import React, {useId, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import OriginalTOC from '@theme-original/TOC';
import Translate from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/TOC';
import {hasOutline, outlineLevels} from '@site/src/utils/outline';
import useActiveLinkInView from '@site/src/hooks/useActiveLinkInView';

/** The stock TOC's class for the link of the heading being read. */
const ACTIVE_LINK_CLASS = 'table-of-contents__link--active';
import styles from './styles.module.css';

export default function TOC({className, ...props}: Props): ReactNode {
  const titleId = useId();
  const navRef = useRef<HTMLElement>(null);
  useActiveLinkInView(navRef, ACTIVE_LINK_CLASS);
  const {tableOfContents} = useThemeConfig();
  if (!hasOutline(props.toc, outlineLevels(props, tableOfContents))) {
    return null;
  }
  return (
    <nav ref={navRef} className={clsx(styles.outline, 'thin-scrollbar', className)} aria-labelledby={titleId}>
      <div id={titleId} className={styles.title}>
        <Translate id="outline.title" description="The title above the outline of a page (its h2 to h4 headings)">
          ON THIS PAGE
        </Translate>
      </div>
      <OriginalTOC {...props} className={styles.items} />
    </nav>
  );
}
