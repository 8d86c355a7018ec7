import React, {type ReactNode} from 'react';
import type {OverviewGroup} from '../../overviewTypes';
import OverviewList from './OverviewList';

/**
 * The generated groups of an overview doc, with the filter box. Rendered by the doc's own MDX module
 * (remarkOverview.ts) with the doc's generated data (index.ts); nothing when there are no groups.
 */
export default function Overview({groups}: {groups: readonly OverviewGroup[]}): ReactNode {
  if (groups.length === 0) return null;
  return <OverviewList groups={groups} />;
}
