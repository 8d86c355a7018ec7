import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import EcosystemLogo from '@theme/EcosystemLogo';
import {LANDING_EXPLORE, LANDING_TOOLS} from '../../data/landing';
import type {ToolEntry} from '../../data/tools';
import {currentPathname, entryDesc, entryUrl, resolveLang, type EcosystemLang} from '../../lang';
import styles from './styles.module.css';

export type EcosystemLandingProps = {
  /** The language of the cards; by default from the current path (resolveLang). Pages rendered on
   * the server should pass it, since the server has no path to read. */
  lang?: EcosystemLang;
};

/** One tile of the grid: logo (loaded lazily, it is below the fold), name, description, address. */
function LandingCard({entry, lang, ...data}: {entry: ToolEntry; lang: EcosystemLang} & Record<`data-${string}`, string>): ReactNode {
  return (
    <a className={styles.card} href={entryUrl(entry, lang)} target="_blank" rel="noreferrer" {...data}>
      <EcosystemLogo className={styles.logo} src={entry.logo} scale={entry.logoScale} loading="lazy" />
      <span className={styles.name}>{entry.name}</span>
      <span className={styles.desc}>{entryDesc(entry, lang)}</span>
      <span className={styles.url}>{entry.urlText}</span>
    </a>
  );
}

/**
 * The Rstack landing block of the home page, below Rstest's own sections and lighter than them: a
 * heading, a tagline, and one card per tool, each opening the tool's site in a new tab, then a tile
 * to the list of the whole ecosystem. Eight tiles: four per row, two up to 1100 px wide, one up to
 * 600 px, every row full.
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
              <LandingCard entry={tool} lang={resolvedLang} data-ecosystem-card={tool.name} />
            </li>
          ))}
          <li className={styles.item}>
            <LandingCard entry={LANDING_EXPLORE} lang={resolvedLang} data-ecosystem-explore="" />
          </li>
        </ul>
      </div>
    </section>
  );
}
