// Wrap: fades and slides the doc content in after a client-side page change when themeConfig.enableContentAnimation is on (spec section 3).
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import OriginalDocItemContent from '@theme-original/DocItem/Content';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocItem/Content';
import {isContentAnimationEnabled} from '@site/src/utils/contentAnimation';
import styles from './styles.module.css';

/** The wrapper's stable class: the box that animates, around the stock `.theme-doc-markdown`. */
export const CONTENT_ANIMATION_CLASS = 'doc-content-animation';

export default function DocItemContent(props: Props): ReactNode {
  const enabled = isContentAnimationEnabled(useThemeConfig());
  // Each doc route mounts its own DocItem. The first page, hydrated from the server HTML, mounts
  // before the app knows it runs in a browser; every page reached afterwards mounts in it.
  const isBrowser = useIsBrowser();
  const [reachedByNavigation] = useState(isBrowser);
  return (
    <div className={clsx(CONTENT_ANIMATION_CLASS, enabled && reachedByNavigation && styles.animated)}>
      <OriginalDocItemContent {...props} />
    </div>
  );
}
