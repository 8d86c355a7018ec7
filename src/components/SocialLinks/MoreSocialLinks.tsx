import React, {useId, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useDismiss from '@site/src/hooks/useDismiss';
import SocialLinkItem from './SocialLinkItem';
import type {SocialLink} from './types';
import styles from './styles.module.css';

/** The "more" button: a disclosure that lists the links beyond the inline ones. Escape, a click outside or the focus leaving it closes it. */
export default function MoreSocialLinks({links}: {links: readonly SocialLink[]}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  useDismiss({open, onDismiss: () => setOpen(false), containerRef: hostRef, triggerRef: buttonRef, closeOnFocusOutside: true});

  return (
    <div ref={hostRef} className={styles.popupHost}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={popupId}
        aria-label={translate({
          id: 'socialLinks.more',
          message: 'More social links',
          description: 'Accessible name of the navbar button that shows the social links beyond the inline ones',
        })}
        onClick={() => setOpen((wasOpen) => !wasOpen)}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      <ul id={popupId} className={`${styles.popup} ${styles.moreList}`} hidden={!open}>
        {links.map((link, index) => (
          <li key={`${index}-${link.content}`}>
            <SocialLinkItem link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}
