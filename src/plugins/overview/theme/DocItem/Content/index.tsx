// Wrap: after the content of an overview doc (front matter `overview: true`), the generated list of its sidebar's pages with a filter (spec 2 "Overview pages").
import React, {lazy, Suspense, type ReactNode} from 'react';
import DocItemContent from '@theme-init/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocItem/Content';
import type {OverviewFrontMatter} from '../../../overviewTypes';

// The list and its data load in their own chunk, on overview pages only.
const Overview = lazy(() => import('@theme/Overview'));

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const isOverview = (frontMatter as OverviewFrontMatter).overview === true && !metadata.unlisted;
  return (
    <>
      <DocItemContent {...props} />
      {isOverview && (
        <Suspense fallback={null}>
          <Overview permalink={metadata.permalink} />
        </Suspense>
      )}
    </>
  );
}
