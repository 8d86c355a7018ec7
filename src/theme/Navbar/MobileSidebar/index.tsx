// Wrap: closes the mobile menu once the window is MOBILE_BREAKPOINT_PX (768) or wider; Docusaurus only closes it above 996.
import React, {useEffect} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MOBILE_BREAKPOINT_PX} from '@site/src/theme/breakpoints';

export default function NavbarMobileSidebarWrapper(): React.JSX.Element {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const closeWhenWide = () => {
      if (wide.matches) toggle();
    };
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [shown, toggle]);
  return <MobileSidebar />;
}
