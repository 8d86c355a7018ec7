// Wrap: puts the Copy Markdown / open-in-AI bar (DocTitleBar) right under the h1 of the site's doc pages.
import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Heading from '@theme-init/Heading';
import type {Props} from '@theme/Heading';
import {useIsExportedDocTitle} from '../../docTitleBarContext';
import styles from './styles.module.css';

// The bar is its own chunk, loaded on doc pages only. Loadable (as Docusaurus does for route
// components) renders it on the server and lists its chunk in the page's HTML, so it is there before
// hydration; after a client-side navigation the placeholder keeps its room while the chunk loads.
const DocTitleBar = Loadable({
  loader: () => import('@theme/DocTitleBar'),
  loading: () => <div className={styles.placeholder} />,
  modules: ['@theme/DocTitleBar'],
  webpack: () => [require.resolveWeak('@theme/DocTitleBar')],
});

export default function HeadingWrapper(props: Props): ReactNode {
  const withBar = useIsExportedDocTitle() && props.as === 'h1';
  const heading = <Heading {...props} />;
  if (!withBar) return heading;
  return (
    <>
      {heading}
      <DocTitleBar />
    </>
  );
}
