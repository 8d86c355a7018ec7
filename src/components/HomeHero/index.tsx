import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export type Hero = {
  /** The product name, shown as the page's h1. */
  name: string;
  /** The one-line pitch under the name. */
  text: string;
  /** Where the primary button leads: the quick start of the docs version the home presents. */
  quickStartPath?: string;
};

export const QUICK_START_PATH = '/guide/start/quick-start';
export const REPOSITORY_URL = 'https://github.com/web-infra-dev/rstest';

/** The home page hero: name and text from the page's frontmatter, and the two calls to action. */
export default function HomeHero({name, text, quickStartPath = QUICK_START_PATH}: Hero): React.JSX.Element {
  const logoUrl = useBaseUrl('/img/logo.svg');
  return (
    <header className={styles.hero}>
      <img className={styles.logo} src={logoUrl} alt="" width={96} height={96} />
      <h1 className={styles.name}>{name}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Link className="button button--primary button--lg" to={quickStartPath}>
          <Translate id="home.hero.quickStart" description="Primary button of the home page hero">
            Quick Start
          </Translate>
        </Link>
        <Link className="button button--secondary button--lg" href={REPOSITORY_URL}>
          GitHub
        </Link>
      </div>
    </header>
  );
}
