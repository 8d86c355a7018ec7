// Wrap: after the content of an overview doc (front matter `overview: true`), the generated list of its sidebar's pages with a filter (spec 2 "Overview pages").
// The list comes from the doc's own MDX module (remarkOverview.ts, through theme/DocItem); other docs render none.
import React, {type ReactNode} from 'react';
import DocItemContent from '@theme-init/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useOverviewSlot} from '../../../overviewSlot';

export default function DocItemContentWrapper(props: Props): ReactNode {
  const overview = useOverviewSlot();
  return (
    <>
      <DocItemContent {...props} />
      {overview}
    </>
  );
}
