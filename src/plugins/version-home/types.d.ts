declare module '@theme/VersionHome' {
  import type {ReactNode} from 'react';
  import type {VersionHomeProps} from '@site/src/plugins/version-home/types';

  export default function VersionHome(props: VersionHomeProps): ReactNode;
}
