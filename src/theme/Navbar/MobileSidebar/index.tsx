// Wrap: closes the mobile menu once the window is MOBILE_BREAKPOINT_PX (768) or wider; Docusaurus only closes it above 996.
// It also mounts the hidden menu in a transition: the stock mount right after hydration on narrow
// screens was one blocking render of every navbar item.
import React, {useDeferredValue, useEffect} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MOBILE_BREAKPOINT_PX} from '@site/src/utils/breakpoints';

export default function NavbarMobileSidebarWrapper(): React.JSX.Element | null {
  const {shown, toggle, shouldRender} = useNavbarMobileSidebar();
  const mountHidden = useDeferredValue(shouldRender);
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
  return mountHidden || shown ? <MobileSidebar /> : null;
}
