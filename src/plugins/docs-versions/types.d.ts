declare module '@theme/VersionHome' {
  import type {ReactNode} from 'react';
  import type {VersionHomeProps} from '@site/src/plugins/docs-versions/props';

  export default function VersionHome(props: VersionHomeProps): ReactNode;
}

declare module '@theme/DocsVersionLink' {
  import type {ReactNode} from 'react';
  import type {Props} from '@site/src/plugins/docs-versions/theme/DocsVersionLink';

  export default function DocsVersionLink(props: Props): ReactNode;
}
