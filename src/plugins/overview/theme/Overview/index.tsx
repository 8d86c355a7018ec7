import React, {type ReactNode} from 'react';
// Written by the overview plugin (index.ts) for the locale being built.
import overviewData from '@generated/overview/default/overview.json';
import type {OverviewData} from '../../overviewTypes';
import OverviewList from './OverviewList';

/** The generated groups of an overview doc, with the filter box. */
export default function Overview({permalink}: {permalink: string}): ReactNode {
  const groups = (overviewData as unknown as OverviewData)[permalink];
  if (!groups || groups.length === 0) return null;
  return <OverviewList groups={groups} />;
}
