// Ejected: renders the desktop sidebar above 960 px instead of 996 px, the spec's sidebar menu-mode width (spec 2).
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {SIDEBAR_MENU_MAX_WIDTH_PX} from '@site/src/theme/breakpoints';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize({desktopBreakpoint: SIDEBAR_MENU_MAX_WIDTH_PX});

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
}
