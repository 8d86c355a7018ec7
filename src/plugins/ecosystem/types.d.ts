// The @theme/... modules the ecosystem plugin provides (theme/, returned by getThemePath).

declare module '@theme/EcosystemNavbarItem' {
  import type {ReactNode} from 'react';
  import type {EcosystemNavbarItemProps} from '@site/src/plugins/ecosystem/theme/EcosystemNavbarItem';

  export type Props = EcosystemNavbarItemProps;
  export default function EcosystemNavbarItem(props: Props): ReactNode;
}

declare module '@theme/EcosystemLanding' {
  import type {ReactNode} from 'react';
  import type {EcosystemLandingProps} from '@site/src/plugins/ecosystem/theme/EcosystemLanding';

  export type Props = EcosystemLandingProps;
  export default function EcosystemLanding(props: Props): ReactNode;
}

declare module '@theme/EcosystemLogo' {
  import type {ReactNode} from 'react';
  import type {EcosystemLogoProps} from '@site/src/plugins/ecosystem/theme/EcosystemLogo';

  export type Props = EcosystemLogoProps;
  export default function EcosystemLogo(props: Props): ReactNode;
}
