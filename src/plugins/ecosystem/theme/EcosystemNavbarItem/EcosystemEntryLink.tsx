import React, {type ReactNode} from 'react';
import EcosystemLogo from '@theme/EcosystemLogo';
import type {ToolEntry} from '../../data/tools';
import {entryDesc, entryUrl, type EcosystemLang} from '../../lang';
import styles from './styles.module.css';

/** One tool of the menu, in the desktop panel and the mobile list: logo, name and description. */
export default function EcosystemEntryLink({
  entry,
  lang,
  className,
  logoClassName,
}: {
  entry: ToolEntry;
  lang: EcosystemLang;
  className: string;
  logoClassName: string;
}): ReactNode {
  return (
    <a className={className} href={entryUrl(entry, lang)} target="_blank" rel="noreferrer" data-ecosystem-entry={entry.name}>
      <EcosystemLogo className={logoClassName} src={entry.logo} scale={entry.logoScale} />
      <span className={styles.linkText}>
        <span className={styles.linkName}>{entry.name}</span>
        <span className={styles.linkDesc}>{entryDesc(entry, lang)}</span>
      </span>
    </a>
  );
}
