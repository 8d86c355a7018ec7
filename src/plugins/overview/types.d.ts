/// <reference types="@docusaurus/module-type-aliases" />
/// <reference types="@docusaurus/theme-classic" />

declare module '@theme-init/DocItem/Content' {
  export {default} from '@theme/DocItem/Content';
}

declare module '@theme/Overview' {
  import type {ReactNode} from 'react';

  /** The generated page groups of the overview doc at `permalink`, with a filter box. */
  export default function Overview(props: {permalink: string}): ReactNode;
}

// Written by the plugin (index.ts); its shape is OverviewData (overviewTypes.ts).
declare module '@generated/overview/default/overview.json' {
  const data: Record<string, unknown>;
  export default data;
}
