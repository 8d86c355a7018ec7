/// <reference types="@docusaurus/module-type-aliases" />
/// <reference types="@docusaurus/theme-classic" />

declare module '@theme-init/Heading' {
  export {default} from '@theme/Heading';
}

declare module '@theme/DocTitleBar' {
  import type {ReactNode} from 'react';

  /** The Copy Markdown button and the open-in-AI menu of the current doc. */
  export default function DocTitleBar(): ReactNode;
}

declare module '@theme-init/DocItem/Layout' {
  export {default} from '@theme/DocItem/Layout';
}
