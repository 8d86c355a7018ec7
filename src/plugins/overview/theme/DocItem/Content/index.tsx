// Wrap: after the content of an overview doc (front matter `overview: true`), the generated list of its sidebar's pages with a filter (spec 2 "Overview pages").
import React, {type ReactNode} from 'react';
import DocItemContent from '@theme-init/DocItem/Content';
import Overview from '@theme/Overview';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocItem/Content';
import type {OverviewFrontMatter} from '../../../overviewTypes';

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
