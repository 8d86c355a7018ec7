// Wrap: passes the overview an overview doc's MDX module exports (remarkOverview.ts; Docusaurus puts
// the module's named exports on `content`) down to DocItem/Content, which renders it.
import React, {type ReactNode} from 'react';
import DocItem from '@theme-init/DocItem';
import type {Props} from '@theme/DocItem';
import {OverviewSlotProvider} from '../../overviewSlot';
import type {OverviewExports} from '../../overviewTypes';

export default function DocItemWrapper(props: Props): ReactNode {
  const {overview} = props.content as Props['content'] & OverviewExports;
  return (
    <OverviewSlotProvider value={overview ?? null}>
      <DocItem {...props} />
    </OverviewSlotProvider>
  );
}
