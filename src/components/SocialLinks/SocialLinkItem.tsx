import React, {useId} from 'react';
import {translate} from '@docusaurus/Translate';
import SocialIconSvg from './SocialIconSvg';
import useHoverPopup from './useHoverPopup';
import {socialLinkName} from './socialLinks';
import type {SocialLink} from './types';
import styles from './styles.module.css';

function useAccessibleName(link: SocialLink): string {
  return (
    socialLinkName(link) ??
    translate({
      id: 'socialLinks.defaultName',
      message: 'Social link',
      description: 'Accessible name of a social link icon that has no aria label of its own',
    })
  );
}

/** A `text`, `img` or `dom` link: an icon button whose popup shows on hover or focus. */
function PopupSocialLink({link, name}: {link: SocialLink; name: string}): React.JSX.Element {
  const {open, hostProps} = useHoverPopup();
  const popupId = useId();
  const isTooltip = link.mode === 'text';
  return (
    <span className={styles.popupHost} {...hostProps} data-mode={link.mode}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={name}
        aria-describedby={isTooltip && open ? popupId : undefined}
        aria-expanded={isTooltip ? undefined : open}
        aria-controls={!isTooltip && open ? popupId : undefined}>
        <SocialIconSvg icon={link.icon} />
      </button>
      {open && (
        <span id={popupId} role={isTooltip ? 'tooltip' : undefined} className={styles.popup}>
          {link.mode === 'text' && <span className={styles.popupText}>{link.content}</span>}
          {link.mode === 'img' && <img className={styles.popupImage} src={link.content} alt={name} />}
          {link.mode === 'dom' && (
            // eslint-disable-next-line react/no-danger -- the HTML comes from the site's own configuration
            <span className={styles.popupDom} dangerouslySetInnerHTML={{__html: link.content}} />
          )}
        </span>
      )}
    </span>
  );
}

/** One social link: an icon link opening in a new tab (`link`), or an icon with a popup (`text`, `img`, `dom`). */
export default function SocialLinkItem({link}: {link: SocialLink}): React.JSX.Element {
  const name = useAccessibleName(link);
  if (link.mode === 'link') {
    return (
      <a className={styles.iconLink} href={link.content} target="_blank" rel="noopener noreferrer" aria-label={name}>
        <SocialIconSvg icon={link.icon} />
      </a>
    );
  }
  return <PopupSocialLink link={link} name={name} />;
}
