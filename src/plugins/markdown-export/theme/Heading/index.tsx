// Wrap: puts the Copy Markdown / open-in-AI bar (DocTitleBar) right under the h1 of the site's doc pages.
import React, {lazy, Suspense, type ReactNode} from 'react';
import Heading from '@theme-init/Heading';
import type {Props} from '@theme/Heading';
import {useIsExportedDocTitle} from '../../docTitleBarContext';
import styles from './styles.module.css';

// The bar loads in its own chunk, on doc pages only; the server renders it into the page's HTML.
const DocTitleBar = lazy(() => import('@theme/DocTitleBar'));

export default function HeadingWrapper(props: Props): ReactNode {
  const withBar = useIsExportedDocTitle() && props.as === 'h1';
  const heading = <Heading {...props} />;
  if (!withBar) return heading;
  return (
    <>
      {heading}
      {/* The fallback keeps the bar's room while its chunk loads after a client-side navigation. */}
      <Suspense fallback={<div className={styles.placeholder} />}>
        <DocTitleBar />
      </Suspense>
    </>
  );
}
