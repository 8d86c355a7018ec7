// Wrap: after the content of an overview doc (front matter `overview: true`), the generated list of its sidebar's pages with a filter (spec 2 "Overview pages").
import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import DocItemContent from '@theme-init/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocItem/Content';
import type {OverviewFrontMatter} from '../../../overviewTypes';

// The list and its data are their own chunk, loaded on overview pages only. Loadable (as Docusaurus
// does for route components) renders it on the server and lists its chunk in the page's HTML, so it
// is there before hydration.
const Overview = Loadable({
  loader: () => import('@theme/Overview'),
  loading: () => null,
  modules: ['@theme/Overview'],
  webpack: () => [require.resolveWeak('@theme/Overview')],
});

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const isOverview = (frontMatter as OverviewFrontMatter).overview === true && !metadata.unlisted;
  return (
    <>
      <DocItemContent {...props} />
      {isOverview && <Overview permalink={metadata.permalink} />}
    </>
  );
}
