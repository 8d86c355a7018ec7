import React, {type ReactNode} from 'react';
import {OVERVIEW_DEFAULT_SUBJECT, type OverviewGroup, type OverviewSubject} from '../../overviewTypes';
import OverviewList from './OverviewList';

/**
 * The generated groups of an overview doc, with the filter box. Rendered by the doc's own MDX module
 * (remarkOverview.ts) with the doc's generated data (index.ts); nothing when there are no groups.
 */
export default function Overview({
  groups,
  subject = OVERVIEW_DEFAULT_SUBJECT,
}: {
  groups: readonly OverviewGroup[];
  subject?: OverviewSubject;
}): ReactNode {
  if (groups.length === 0) return null;
  return <OverviewList groups={groups} subject={subject} />;
}
