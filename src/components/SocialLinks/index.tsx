import React from 'react';
import clsx from 'clsx';
import SocialLinkItem from './SocialLinkItem';
import MoreSocialLinks from './MoreSocialLinks';
import {splitSocialLinks} from './socialLinks';
import type {SocialLink} from './types';
import styles from './styles.module.css';

export type SocialLinksNavbarItemProps = {
  links: readonly SocialLink[];
  /** Set by the navbar when the item renders in the mobile menu. */
  mobile?: boolean;
  position?: 'left' | 'right';
  className?: string;
};

/**
 * The `custom-socialLinks` navbar item: the first MAX_INLINE_SOCIAL_LINKS links inline, the rest behind a
 * "more" button.
 */
export default function SocialLinksNavbarItem({links, mobile = false, className}: SocialLinksNavbarItemProps): React.JSX.Element | null {
  if (links.length === 0) return null;
  const {inline, more} = splitSocialLinks(links);
  const list = (
    <ul className={styles.list} data-social-links="">
      {inline.map((link, index) => (
        <li key={`${index}-${link.content}`}>
          <SocialLinkItem link={link} />
        </li>
      ))}
      {more.length > 0 && (
        <li>
          <MoreSocialLinks links={more} />
        </li>
      )}
    </ul>
  );
  if (mobile) {
    return <li className={clsx('menu__list-item', styles.mobile, className)}>{list}</li>;
  }
  return <div className={clsx('navbar__item', styles.navbarItem, className)}>{list}</div>;
}
