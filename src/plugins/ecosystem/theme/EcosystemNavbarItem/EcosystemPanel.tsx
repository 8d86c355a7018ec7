import React, {type ReactNode} from 'react';
import EcosystemLogo from '@theme/EcosystemLogo';
import {ECOSYSTEM_HOME, ECOSYSTEM_LINK_GROUPS} from '../../data/menu';
import {groupTitle, type EcosystemLang} from '../../lang';
import EcosystemEntryLink from './EcosystemEntryLink';
import styles from './styles.module.css';

/** The popover's content: a header linking to the organisation, then the link groups, two per row. */
export default function EcosystemPanel({lang}: {lang: EcosystemLang}): ReactNode {
  return (
    <div className={styles.content} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <div className={styles.header}>
        <a className={styles.headerLink} href={ECOSYSTEM_HOME.url} target="_blank" rel="noreferrer">
          <EcosystemLogo className={styles.headerLogo} src={ECOSYSTEM_HOME.logo} />
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
                  <EcosystemEntryLink entry={entry} lang={lang} className={styles.link} logoClassName={styles.linkLogo} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
