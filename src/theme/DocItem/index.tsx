// Wrap: fades and slides the doc content in after a client-side page change when themeConfig.enableContentAnimation is on (spec section 3).
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import OriginalDocItem from '@theme-original/DocItem';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocItem';
import {isContentAnimationEnabled} from '@site/src/utils/contentAnimation';
import styles from './styles.module.css';

export default function DocItem(props: Props): ReactNode {
  const enabled = isContentAnimationEnabled(useThemeConfig());
  // Each doc route mounts its own DocItem. The first page, hydrated from the server HTML, mounts
  // before the app knows it runs in a browser; every page reached afterwards mounts in it.
  const isBrowser = useIsBrowser();
  const [reachedByNavigation] = useState(isBrowser);
  return (
    <div className={clsx(styles.docItem, enabled && reachedByNavigation && styles.animated)}>
      <OriginalDocItem {...props} />
    </div>
  );
}
