// Eject of @docusaurus/theme-classic 3.10.2's DocSidebar: renders the desktop sidebar above 960 px instead of
// 996 px, the spec's sidebar menu-mode width (spec 2), and swaps desktop and mobile sidebars in a transition, not
// in a blocking render after hydration.
import React, {memo, useDeferredValue, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {SIDEBAR_MENU_MAX_WIDTH_PX} from '@site/src/utils/breakpoints';

type WindowSize = ReturnType<typeof useWindowSize>;

// CHANGED: the stock body, as a memoized component of the window size.
// Memoized: the window-size update after hydration re-renders DocSidebar itself, and nothing below
// it needs to follow until the deferred size changes.
const DocSidebarForSize = memo(function DocSidebarForSize({windowSize, ...props}: Props & {windowSize: WindowSize}) {
  // Desktop sidebar visible on hydration: need SSR rendering
  const shouldRenderSidebarDesktop = windowSize === 'desktop' || windowSize === 'ssr';

  // Mobile sidebar not visible on hydration: can avoid SSR rendering
  const shouldRenderSidebarMobile = windowSize === 'mobile';

  return (
    <>
      {shouldRenderSidebarDesktop && <DocSidebarDesktop {...props} />}
      {shouldRenderSidebarMobile && <DocSidebarMobile {...props} />}
    </>
  );
});

export default function DocSidebar(props: Props): ReactNode {
  // CHANGED: the spec's breakpoint, and the size deferred.
  // Deferred: on a narrow screen the first client render keeps the server's desktop sidebar (hidden by
  // CSS) and React replaces it with the mobile one in time slices.
  const windowSize = useDeferredValue(useWindowSize({desktopBreakpoint: SIDEBAR_MENU_MAX_WIDTH_PX}));
  return <DocSidebarForSize {...props} windowSize={windowSize} />;
}
