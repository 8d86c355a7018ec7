import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import EcosystemLogo from '@theme/EcosystemLogo';
import {ECOSYSTEM_LINK_GROUPS} from '../../data/menu';
import {entryDesc, entryUrl, type EcosystemLang} from '../../lang';
import styles from './styles.module.css';

/** The mobile menu's list of the entries, as menu items below the expanded ecosystem entry. */
export default function EcosystemMobileList({id, lang}: {id: string; lang: EcosystemLang}): ReactNode {
  return (
    <ul id={id} className="menu__list">
      {ECOSYSTEM_LINK_GROUPS.flatMap((group) => group.links).map((entry) => (
        <li key={entry.name} className="menu__list-item">
          <a className={clsx('menu__link', styles.mobileLink)} href={entryUrl(entry, lang)} target="_blank" rel="noreferrer" data-ecosystem-entry={entry.name}>
            <EcosystemLogo className={styles.mobileLogo} src={entry.logo} name={entry.name} scale={entry.logoScale} />
            <span className={styles.linkText}>
              <span className={styles.linkName}>{entry.name}</span>
              <span className={styles.linkDesc}>{entryDesc(entry, lang)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
