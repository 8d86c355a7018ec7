import React, {type ComponentType} from 'react';
import DocItemContent from '@theme/DocItem/Content';

// Stands in for the stock DocItem (@theme-init/DocItem): renders the doc's MDX component in
// DocItem/Content, as the stock DocItem does through DocItem/Layout.
export default function DocItem({content: Content}: {content: ComponentType}): React.JSX.Element {
  return (
    <article data-stock="DocItem">
      <DocItemContent>
        <Content />
      </DocItemContent>
    </article>
  );
}
