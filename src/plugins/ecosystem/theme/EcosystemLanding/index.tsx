import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import EcosystemLogo from '@theme/EcosystemLogo';
import {LANDING_TOOLS} from '../../data/landing';
import {currentPathname, entryDesc, entryUrl, resolveLang, type EcosystemLang} from '../../lang';
import styles from './styles.module.css';

export type EcosystemLandingProps = {
  /** The language of the cards; by default from the current path (resolveLang). Pages rendered on
   * the server should pass it, since the server has no path to read. */
  lang?: EcosystemLang;
};

/**
 * The Rstack landing block of the home page: a heading, a tagline, and one card per tool (logo
 * loaded lazily, name, description, address), each opening the tool's site in a new tab. Three
 * cards per row, two up to 1100 px wide, one up to 600 px.
 */
export default function EcosystemLanding({lang}: EcosystemLandingProps): ReactNode {
  const resolvedLang = resolveLang(lang, currentPathname());
  const headingId = 'rstack-ecosystem';
  return (
    <section className={styles.section} aria-labelledby={headingId} data-ecosystem-landing="">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.title}>
            {translate({id: 'ecosystem.landing.title', message: 'The Rstack toolchain', description: 'Heading of the Rstack tools block on the home page'})}
          </h2>
          <p className={styles.tagline}>
            {translate({
              id: 'ecosystem.landing.tagline',
              message: 'One fast and consistent JavaScript toolchain, from bundling and building to testing and linting',
              description: 'Tagline under the heading of the Rstack tools block on the home page',
            })}
          </p>
        </div>
        <ul className={styles.grid}>
          {LANDING_TOOLS.map((tool) => (
            <li key={tool.name} className={styles.item}>
              <a className={styles.card} href={entryUrl(tool, resolvedLang)} target="_blank" rel="noreferrer" data-ecosystem-card={tool.name}>
                <EcosystemLogo className={styles.logo} src={tool.logo} name={tool.name} scale={tool.logoScale} loading="lazy" />
                <span className={styles.name}>{tool.name}</span>
                <span className={styles.desc}>{entryDesc(tool, resolvedLang)}</span>
                <span className={styles.url}>{tool.urlText}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
