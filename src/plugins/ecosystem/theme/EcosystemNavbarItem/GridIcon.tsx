import React, {type ReactNode} from 'react';

const CELL = 2.5;
const OFFSETS = [3, 8.75, 14.5];

/** The menu's icon: nine small squares in a 3 × 3 grid. */
export default function GridIcon({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {OFFSETS.flatMap((y) => OFFSETS.map((x) => <rect key={`${x}-${y}`} x={x} y={y} width={CELL} height={CELL} rx="0.5" fill="currentColor" />))}
    </svg>
  );
}
