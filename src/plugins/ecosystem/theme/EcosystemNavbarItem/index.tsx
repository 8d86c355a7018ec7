import React, {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {currentPathname, resolveLang, type EcosystemLang} from '../../lang';
import usePopover, {type PopoverTrigger} from '../../usePopover';
import GridIcon from './GridIcon';
import useMenuContent from './useMenuContent';
import styles from './styles.module.css';

/** Space kept between the panel and the window's edge when the panel is moved to fit. */
const VIEWPORT_MARGIN_PX = 8;

export type EcosystemNavbarItemProps = {
  /** The language of the entries; by default from the current path (resolveLang). */
  lang?: EcosystemLang;
  /** What opens the popover: hover (the default) or click. */
  trigger?: PopoverTrigger;
  /** Set by the navbar when the item renders in the mobile menu. */
  mobile?: boolean;
  position?: 'left' | 'right';
  className?: string;
};

function menuLabel(): string {
  return translate({
    id: 'ecosystem.menu.label',
    message: 'Rstack ecosystem',
    description: 'Accessible name of the navbar button that opens the Rstack tools menu, and its label in the mobile menu',
  });
}

/** The language of the entries, following client-side navigation. */
function useEcosystemLang(lang: EcosystemLang | undefined): EcosystemLang {
  useLocation();
  return resolveLang(lang, currentPathname());
}

/**
 * The `custom-ecosystem` navbar item: a grid icon button opening a popover of the Rstack tools,
 * below the button and aligned with its left edge (moved left only if it would leave the window).
 * The button is rendered with the page; what the menu lists is loaded on the first hover, focus or
 * touch of the item (useMenuContent), and at the latest when it opens.
 */
export default function EcosystemNavbarItem({lang, trigger = 'hover', mobile = false, className}: EcosystemNavbarItemProps): ReactNode {
  if (mobile) return <EcosystemMobileItem lang={lang} className={className} />;
  return <EcosystemPopover lang={lang} trigger={trigger} className={className} />;
}

function EcosystemPopover({lang, trigger, className}: {lang?: EcosystemLang; trigger: PopoverTrigger; className?: string}): ReactNode {
  const popover = usePopover(trigger);
  const {content, load} = useMenuContent();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The panel is rendered on first open only, then kept (hidden) for the next openings.
  const [rendered, setRendered] = useState(false);
  if (popover.open && !rendered) setRendered(true);
  const resolvedLang = useEcosystemLang(lang);

  useEffect(() => {
    if (popover.open) load();
  }, [popover.open, load]);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!popover.open || !content || !element) return;
    element.style.setProperty('--ecosystem-shift', '0px');
    const overflow = element.getBoundingClientRect().right - (document.documentElement.clientWidth - VIEWPORT_MARGIN_PX);
    const room = element.getBoundingClientRect().left - VIEWPORT_MARGIN_PX;
    if (overflow > 0) element.style.setProperty('--ecosystem-shift', `${-Math.min(overflow, Math.max(room, 0))}px`);
  }, [popover.open, content]);

  return (
    <div
      ref={popover.hostRef}
      className={clsx('navbar__item', styles.host, className)}
      data-ecosystem-menu=""
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={load}
      {...popover.hostProps}>
      <button
        ref={popover.buttonRef}
        type="button"
        className={styles.button}
        aria-label={menuLabel()}
        aria-expanded={popover.open}
        aria-controls={panelId}
        aria-haspopup="true"
        {...popover.buttonProps}>
        <GridIcon className={styles.icon} />
      </button>
      {/* Opened before its content has arrived (a slow network), the panel shows once it has: never as an empty box. */}
      <div ref={panel} id={panelId} className={styles.panel} hidden={!popover.open || !content} data-ecosystem-panel="">
        {rendered && content && <content.EcosystemPanel lang={resolvedLang} />}
      </div>
    </div>
  );
}

/** In the mobile menu: a collapsible section listing the same entries. */
function EcosystemMobileItem({lang, className}: {lang?: EcosystemLang; className?: string}): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const {content, load} = useMenuContent();
  const listId = useId();
  const resolvedLang = useEcosystemLang(lang);
  useEffect(() => {
    if (expanded) load();
  }, [expanded, load]);
  return (
    <li className={clsx('menu__list-item', !expanded && 'menu__list-item--collapsed', className)} data-ecosystem-menu="mobile">
      <button
        type="button"
        className={clsx('menu__link', 'menu__link--sublist', 'menu__link--sublist-caret', styles.mobileToggle)}
        aria-expanded={expanded}
        aria-controls={listId}
        onPointerDown={load}
        onFocus={load}
        onClick={() => setExpanded((was) => !was)}>
        <GridIcon className={styles.mobileIcon} />
        {menuLabel()}
      </button>
      {expanded && content && <content.EcosystemMobileList id={listId} lang={resolvedLang} />}
    </li>
  );
}
