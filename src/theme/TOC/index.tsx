// Wrap: titles the desktop outline 'ON THIS PAGE' (zh '目录', spec section 2), renders nothing when no heading is in range, and keeps the active heading's link in view.
// On a screen too narrow for it, the server-rendered outline is not hydrated: the layout drops it
// right after hydration (useWindowSize), and on a long page it was 700 components to hydrate for nothing.
import React, {useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import OriginalTOC from '@theme-original/TOC';
import Translate from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/TOC';
import {hasOutline, outlineLevels} from '@site/src/utils/outline';
import {SERVER_CHILDREN, useHydratingServerHtml} from '@site/src/hooks/useServerHtml';
import useActiveLinkInView from '@site/src/hooks/useActiveLinkInView';

/** The stock TOC's class for the link of the heading being read. */
const ACTIVE_LINK_CLASS = 'table-of-contents__link--active';
/** The widest window in which Docusaurus shows no desktop outline (useWindowSize's 996 px). */
const NO_DESKTOP_OUTLINE_MAX_WIDTH_PX = 996;
import styles from './styles.module.css';

/** True while hydrating server HTML in a window the desktop outline is dropped from. */
function useOutlineDropped(): boolean {
  const fromServer = useHydratingServerHtml();
  const [dropped] = useState(() => fromServer && window.matchMedia(`(max-width: ${NO_DESKTOP_OUTLINE_MAX_WIDTH_PX}px)`).matches);
  return dropped;
}

export default function TOC({className, ...props}: Props): ReactNode {
  const titleId = useId();
  const navRef = useRef<HTMLElement>(null);
  useActiveLinkInView(navRef, ACTIVE_LINK_CLASS);
  const {tableOfContents} = useThemeConfig();
  const dropped = useOutlineDropped();
  if (!hasOutline(props.toc, outlineLevels(props, tableOfContents))) {
    return null;
  }
  if (dropped) return <nav className={clsx(styles.outline, 'thin-scrollbar', className)} {...SERVER_CHILDREN} />;
  return (
    <nav ref={navRef} className={clsx(styles.outline, 'thin-scrollbar', className)} aria-labelledby={titleId}>
      <div id={titleId} className={styles.title}>
        <Translate id="outline.title" description="The title above the outline of a page (its h2 to h4 headings)">
          ON THIS PAGE
        </Translate>
      </div>
      <OriginalTOC {...props} className={styles.items} />
    </nav>
  );
}
