import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ECOSYSTEM_LINK_GROUPS} from '../../data/menu';
import type {EcosystemLang} from '../../lang';
import EcosystemEntryLink from './EcosystemEntryLink';
import styles from './styles.module.css';

/** The mobile menu's list of the entries, as menu items below the expanded ecosystem entry. */
export default function EcosystemMobileList({id, lang}: {id: string; lang: EcosystemLang}): ReactNode {
  return (
    <ul id={id} className="menu__list">
      {ECOSYSTEM_LINK_GROUPS.flatMap((group) => group.links).map((entry) => (
        <li key={entry.name} className="menu__list-item">
          <EcosystemEntryLink entry={entry} lang={lang} className={clsx('menu__link', styles.mobileLink)} logoClassName={styles.mobileLogo} />
        </li>
      ))}
    </ul>
  );
}
