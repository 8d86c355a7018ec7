// Wrap: puts the language and version choices (Navbar/MobileSidebar/Switches) right under the drawer's
// header, above both of its panels, so a phone reader switches in two taps (the menu, then the
// choice) instead of four through "← Back to main menu" and a collapsed dropdown (issue 34).
import React, {type ComponentProps} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import MobileSwitches from '../Switches';

type Props = ComponentProps<typeof Layout>;

export default function NavbarMobileSidebarLayoutWrapper({header, ...props}: Props): React.JSX.Element {
  return (
    <Layout
      {...props}
      header={
        <>
          {header}
          <MobileSwitches />
        </>
      }
    />
  );
}
