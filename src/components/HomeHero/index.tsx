import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SocialIconSvg from '@site/src/components/SocialLinks/SocialIconSvg';
import {unbreakableWords} from '@site/src/utils/unbreakableWords';
import styles from './styles.module.css';

export type Hero = {
  /** The product name: the page's h1, drawn as the gradient wordmark. */
  name: string;
  /** The one-line pitch, the hero's large headline. */
  text: string;
  /** A sentence or two under the headline (the home page's `description` frontmatter; a version home's notice, with its link). */
  description?: React.ReactNode;
  /** Where the primary button leads: the quick start of the docs version the home presents. */
  quickStartPath?: string;
};

export const QUICK_START_PATH = '/guide/start/quick-start';
export const REPOSITORY_URL = 'https://github.com/web-infra-dev/rstest';
/** The logo's intrinsic size (it is square): the box is reserved before the file arrives. */
const LOGO_SIZE_PX = 176;

/**
 * The home page hero, one centred column at every width: the logo on a soft glow, the name as a
 * gradient wordmark (real text, the page's h1), the text as the headline, the description, and
 * the two calls to action. Everything but the site's logo is CSS gradients on the theme's tokens.
 */
/** A string of the hero with each hyphenated word kept on one line; any other node as it is. */
function Unbroken({children}: {children: React.ReactNode}): React.ReactNode {
  if (typeof children !== 'string') return children;
  return unbreakableWords(children).map((run, index) =>
    run.keepWhole ? (
      <span key={index} className={styles.nowrap}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}

export default function HomeHero({name, text, description, quickStartPath = QUICK_START_PATH}: Hero): React.JSX.Element {
  const logoUrl = useBaseUrl('/img/logo.svg');
  return (
    <header className={styles.hero} data-home-hero="">
      <div className={styles.inner}>
        <div className={styles.media} data-hero-logo="">
          <img className={styles.logo} src={logoUrl} alt="" width={LOGO_SIZE_PX} height={LOGO_SIZE_PX} />
        </div>
        <h1 className={styles.name} data-wordmark="">
          {name}
        </h1>
        <p className={styles.text} data-hero-text="">
          <Unbroken>{text}</Unbroken>
        </p>
        {description && (
          <p className={styles.description} data-hero-description="">
            <Unbroken>{description}</Unbroken>
          </p>
        )}
        <div className={styles.actions} data-hero-actions="">
          <Link className={clsx('button button--primary button--lg', styles.button, styles.primary)} to={quickStartPath}>
            <Translate id="home.hero.quickStart" description="Primary button of the home page hero">
              Quick Start
            </Translate>
          </Link>
          <Link className={clsx('button button--lg', styles.button, styles.secondary)} href={REPOSITORY_URL}>
            <SocialIconSvg icon="github" />
            GitHub
          </Link>
        </div>
      </div>
    </header>
  );
}
