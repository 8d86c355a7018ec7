import React from 'react';

// Stands in for the stock TOCItems: one link per heading within the range.
export default function TOCItems({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: readonly {value: string; id: string; level: number}[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}): React.JSX.Element {
  return (
    <ul className="table-of-contents">
      {toc
        .filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel)
        .map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.value}</a>
          </li>
        ))}
    </ul>
  );
}
