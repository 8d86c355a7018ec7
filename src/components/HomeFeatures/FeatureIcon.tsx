import React from 'react';
import type {HomeFeatureIcon} from '@site/src/data/homeFeatures';

/** Line icons on a 24 × 24 grid, drawn for this site, stroked in the current colour. */
const ICON_PATHS: Record<HomeFeatureIcon, string> = {
  // Two opposite arrows: a suite moving over from Jest.
  migrate: 'M4 8h15m0 0-4-4m4 4-4 4M20 16H5m0 0 4-4m-4 4 4 4',
  // A bolt: compiled by Rspack.
  bolt: 'M13 2.5 4.5 13.5h6.5l-1 8 8.5-11h-6.5l1-8Z',
  // Angle brackets around a slash: source code, TypeScript and ESM.
  code: 'm8 7-5 5 5 5m8-10 5 5-5 5m-2.5-13-3 16',
  // Stacked sheets: the projects of a monorepo.
  layers: 'm12 3 9 4.5-9 4.5-9-4.5L12 3Zm-9 9 9 4.5 9-4.5m-18 4.5 9 4.5 9-4.5',
  // A browser window with a checked box: DOM testing.
  browser: 'M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5v-11ZM3 9h18m-12 5 2 2 4-4',
  // Two turning arrows: watch mode re-running the tests.
  watch: 'M20 11a8 8 0 0 0-14.6-4.5M4 3.5v3.5h3.5M4 13a8 8 0 0 0 14.6 4.5m1.4 3v-3.5h-3.5',
};

const ICON_SIZE_PX = 24;

/** The icon of a feature card; decorative, the card's title names the feature. */
export default function FeatureIcon({name, className}: {name: HomeFeatureIcon; className?: string}): React.JSX.Element {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={ICON_SIZE_PX}
      height={ICON_SIZE_PX}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-feature-icon={name}>
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
