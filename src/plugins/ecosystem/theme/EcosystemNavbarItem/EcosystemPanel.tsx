import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import EcosystemLogo from '@theme/EcosystemLogo';
import {ECOSYSTEM_HOME, ECOSYSTEM_LINK_GROUPS} from '../../data/menu';
import {entryDesc, entryUrl, groupTitle, type EcosystemLang} from '../../lang';
import styles from './styles.module.css';

/** The popover's content: a header linking to the organisation, then the link groups, two per row. */
export default function EcosystemPanel({lang}: {lang: EcosystemLang}): ReactNode {
  return (
    <div className={styles.content} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <div className={styles.header}>
        <a className={styles.headerLink} href={ECOSYSTEM_HOME.url} target="_blank" rel="noreferrer">
          <EcosystemLogo className={styles.headerLogo} src={ECOSYSTEM_HOME.logo} name={ECOSYSTEM_HOME.name} />
          <span>{ECOSYSTEM_HOME.name}</span>
        </a>
      </div>
      {ECOSYSTEM_LINK_GROUPS.map((group, index) => {
        const title = groupTitle(group, lang);
        return (
          <div key={title || index} className={styles.group}>
            {title && <div className={styles.groupTitle}>{title}</div>}
            <ul className={styles.links}>
              {group.links.map((entry) => (
                <li key={entry.name}>
                  <a className={clsx(styles.link)} href={entryUrl(entry, lang)} target="_blank" rel="noreferrer" data-ecosystem-entry={entry.name}>
                    <EcosystemLogo className={styles.linkLogo} src={entry.logo} name={entry.name} scale={entry.logoScale} />
                    <span className={styles.linkText}>
                      <span className={styles.linkName}>{entry.name}</span>
                      <span className={styles.linkDesc}>{entryDesc(entry, lang)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
