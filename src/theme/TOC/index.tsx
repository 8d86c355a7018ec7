// Wrap: titles the desktop outline 'ON THIS PAGE' (zh '目录', spec section 2) and renders nothing when no heading is in range.
import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import OriginalTOC from '@theme-original/TOC';
import Translate from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/TOC';
import {hasOutline, outlineLevels} from '@site/src/utils/outline';
import styles from './styles.module.css';

export default function TOC({className, ...props}: Props): ReactNode {
  const titleId = useId();
  const {tableOfContents} = useThemeConfig();
  if (!hasOutline(props.toc, outlineLevels(props, tableOfContents))) {
    return null;
  }
  return (
    <nav className={clsx(styles.outline, 'thin-scrollbar', className)} aria-labelledby={titleId}>
      <div id={titleId} className={styles.title}>
        <Translate id="outline.title" description="The title above the outline of a page (its h2 to h4 headings)">
          ON THIS PAGE
        </Translate>
      </div>
      <OriginalTOC {...props} className={styles.items} />
    </nav>
  );
}
