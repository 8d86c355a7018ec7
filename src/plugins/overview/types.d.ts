/// <reference types="@docusaurus/module-type-aliases" />
/// <reference types="@docusaurus/theme-classic" />

declare module '@theme-init/DocItem' {
  export {default} from '@theme/DocItem';
}

declare module '@theme-init/DocItem/Content' {
  export {default} from '@theme/DocItem/Content';
}
