// Wrap: closes the mobile menu once the window is MOBILE_BREAKPOINT_PX (768) or wider; Docusaurus only closes it above 996.
// It also mounts the hidden menu only when the reader reaches for it (a finger or the pointer on the
// menu button, or focus), not after every page's hydration: on a doc page it was the navbar's items
// and the whole doc sidebar again, 300 to 700 components rendered on a phone for a menu most readers
// never open (issue 49). Mounted before the press, it still slides in.
// Upstream: no thread on rendering the mobile menu before it is wanted (searched facebook/docusaurus);
// related, the sidebar's needless re-renders: facebook/docusaurus#4589 (closed).
import React, {useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MOBILE_BREAKPOINT_PX} from '@site/src/utils/breakpoints';

/** What tells that the reader is about to press the menu button. */
const INTENT_EVENTS = ['pointerdown', 'pointerenter', 'focusin'] as const;

export default function NavbarMobileSidebarWrapper(): React.JSX.Element | null {
  const {shown, toggle, shouldRender} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    // The stock toggle (Navbar/MobileSidebar/Toggle) renders Infima's button; it lives outside this component.
    const button = document.querySelector('.navbar__toggle');
    const want = () => setWanted(true);
    for (const type of INTENT_EVENTS) button?.addEventListener(type, want, {passive: true});
    return () => {
      for (const type of INTENT_EVENTS) button?.removeEventListener(type, want);
    };
  }, [wanted, shouldRender]);
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
  return (wanted && shouldRender) || shown ? <MobileSidebar /> : null;
}
