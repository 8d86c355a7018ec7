import React, {useCallback, useEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useLockBodyScroll} from '@docusaurus/theme-common/internal';
import useDismiss from '@site/src/hooks/useDismiss';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocSidebarItems from '@theme/DocSidebarItems';
import BarToggle from './BarToggle';
import styles from './styles.module.css';

/**
 * The doc sidebar in menu mode (spec 2 "Mobile behaviour"): the "Menu" toggle of the doc menu bar,
 * shown by CSS at widths of 960 px or less (below 1280 px when the page has an outline), opening
 * the sidebar in a drawer over the whole page, navbar included (a portal to <body>: inside the
 * sticky bar it would sit under the navbar). Escape, the backdrop and route changes close it.
 */
export default function SidebarMenu({items}: {items: readonly PropSidebarItem[]}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const {pathname} = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useLockBodyScroll(open);

  // A route change (a link in the drawer was followed) closes the drawer.
  useEffect(close, [pathname, close]);

  // The first entry takes the focus; Escape (focus back to the toggle) and the backdrop close it.
  useEffect(() => {
    if (open) drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  useDismiss({open, onDismiss: close, containerRef: drawerRef, triggerRef: toggleRef, returnFocus: 'always'});

  const label = translate({
    id: 'docSidebarMenu.label',
    message: 'Docs menu',
    description: 'Accessible name of the doc sidebar drawer in sidebar menu mode',
  });

  return (
    <div className={clsx('doc-sidebar-menu', styles.sidebarMenu)}>
      <BarToggle ref={toggleRef} open={open} controls="doc-sidebar-menu-drawer" onToggle={() => setOpen((value) => !value)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        <Translate id="docSidebarMenu.toggle" description="Button that opens the doc sidebar in sidebar menu mode">
          Menu
        </Translate>
      </BarToggle>
      {open &&
        createPortal(
          <>
            <div className={styles.backdrop} role="presentation" onClick={close} />
            <div
              id="doc-sidebar-menu-drawer"
              ref={drawerRef}
              className={clsx('doc-sidebar-menu__drawer', styles.drawer)}
              role="dialog"
              aria-modal="true"
              aria-label={label}>
              <nav className="menu thin-scrollbar" aria-label={label}>
                <ul className="menu__list">
                  <DocSidebarItems items={items} activePath={pathname} level={1} />
                </ul>
              </nav>
            </div>
          </>,
          document.body,
        )}
    </div>
  );
}
