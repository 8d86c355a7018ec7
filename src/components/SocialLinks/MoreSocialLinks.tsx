import React, {useEffect, useId, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import SocialLinkItem from './SocialLinkItem';
import type {SocialLink} from './types';
import styles from './styles.module.css';

/** The "more" button: a disclosure that lists the links beyond the inline ones. Escape or a click outside closes it. */
export default function MoreSocialLinks({links}: {links: readonly SocialLink[]}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeWhenOutside = (event: Event) => {
      if (!hostRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeWhenOutside);
    document.addEventListener('touchstart', closeWhenOutside);
    document.addEventListener('focusin', closeWhenOutside);
    return () => {
      document.removeEventListener('mousedown', closeWhenOutside);
      document.removeEventListener('touchstart', closeWhenOutside);
      document.removeEventListener('focusin', closeWhenOutside);
    };
  }, [open]);

  return (
    <div
      ref={hostRef}
      className={styles.popupHost}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}>
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
