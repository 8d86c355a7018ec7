import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import type {TOCItem} from '@docusaurus/mdx-loader';
import TOCItems from '@theme/TOCItems';
import useDismiss from '@site/src/hooks/useDismiss';
import BarToggle from './BarToggle';
import styles from './styles.module.css';

type Props = {
  readonly toc: readonly TOCItem[];
  readonly minHeadingLevel: number;
  readonly maxHeadingLevel: number;
};

/**
 * The page's outline in the doc menu bar (spec 2 "a local outline toggle"), where the desktop
 * outline column is not shown (below 997 px): a toggle at the bar's right end and a panel that
 * drops down under the bar. Following a link, Escape, a click elsewhere and a route change close it.
 * `theme-doc-toc-mobile` is the theme's class for the mobile outline (layout switches and the
 * sidebar-menu rule of src/css/custom.css find the page's outline by it).
 */
export default function OutlineMenu({toc, minHeadingLevel, maxHeadingLevel}: Props): React.JSX.Element {
  const [open, setOpen] = useState(false);
  // The links are made when the panel first opens: the server HTML has them in the desktop outline,
  // and on a long page (150 headings) they were 350 elements to parse, style and hydrate, unseen.
  const [filled, setFilled] = useState(false);
  if (open && !filled) setFilled(true);
  const {pathname} = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useDismiss({open, onDismiss: () => setOpen(false), containerRef: rootRef, triggerRef: toggleRef, returnFocus: 'always'});

  return (
    <div ref={rootRef} className={clsx('theme-doc-toc-mobile', styles.outlineMenu)}>
      <BarToggle ref={toggleRef} open={open} controls="doc-outline-menu-panel" onToggle={() => setOpen((value) => !value)}>
        <Translate id="theme.TOCCollapsible.toggleButtonLabel" description="The label used by the button on the collapsible TOC component">
          On this page
        </Translate>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="m9 6 6 6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </svg>
      </BarToggle>
      <div
        id="doc-outline-menu-panel"
        className={clsx('thin-scrollbar', styles.outlinePanel)}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}>
        {filled && <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />}
      </div>
    </div>
  );
}
