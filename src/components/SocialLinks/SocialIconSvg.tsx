import React from 'react';
import type {SocialIcon} from './types';
import styles from './styles.module.css';

// Local inline marks (24 x 24 view box): no icon is fetched from another host.
const BUILT_IN_ICON_PATHS = {
  github:
    'M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.87-1.37-3.87-1.37-.53-1.33-1.29-1.69-1.29-1.69-1.05-.72.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.71 1.26 3.37.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.69 5.39-5.26 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z',
  x: 'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z',
  discord:
    'M20.32 4.37A19.8 19.8 0 0 0 15.4 2.85a13.7 13.7 0 0 0-.63 1.3 18.4 18.4 0 0 0-5.52 0 12.6 12.6 0 0 0-.64-1.3 19.7 19.7 0 0 0-4.92 1.52C.57 9.05-.27 13.6.15 18.1a19.9 19.9 0 0 0 6.03 3.05c.49-.66.92-1.37 1.3-2.1-.71-.27-1.39-.6-2.03-.98.17-.12.34-.25.5-.38a14.2 14.2 0 0 0 12.1 0l.5.38c-.64.38-1.32.71-2.03.98.38.73.81 1.44 1.3 2.1a19.8 19.8 0 0 0 6.03-3.05c.5-5.22-.84-9.73-3.55-13.73ZM8.02 15.33c-1.18 0-2.16-1.08-2.16-2.42 0-1.33.95-2.42 2.16-2.42 1.2 0 2.18 1.1 2.16 2.42 0 1.34-.96 2.42-2.16 2.42Zm7.96 0c-1.18 0-2.16-1.08-2.16-2.42 0-1.33.96-2.42 2.16-2.42 1.21 0 2.18 1.1 2.16 2.42 0 1.34-.95 2.42-2.16 2.42Z',
} as const;

const ICON_SIZE_PX = 20;

/** The icon of a social link: a built-in mark, or the link's own SVG markup. Decorative: the link carries the name. */
export default function SocialIconSvg({icon}: {icon: SocialIcon}): React.JSX.Element {
  if (typeof icon === 'string') {
    return (
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width={ICON_SIZE_PX}
        height={ICON_SIZE_PX}
        aria-hidden="true"
        focusable="false"
        data-icon={icon}>
        <path fill="currentColor" d={BUILT_IN_ICON_PATHS[icon]} />
      </svg>
    );
  }
  // eslint-disable-next-line react/no-danger -- the SVG comes from the site's own configuration
  return <span className={styles.icon} aria-hidden="true" data-icon="custom" dangerouslySetInnerHTML={{__html: icon.svg}} />;
}
