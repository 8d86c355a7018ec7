import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {homeFeatures} from '@site/src/data/homeFeatures';
import FeatureIcon from './FeatureIcon';
import styles from './styles.module.css';

/** The home page's grid of feature cards; each card links to the page that documents the feature. */
export default function HomeFeatures(): ReactNode {
  return (
    <section
      className={styles.features}
      aria-label={translate({id: 'home.features.label', message: 'Features', description: 'Accessible name of the home page feature cards'})}>
      <ul className={styles.grid}>
        {homeFeatures().map((feature) => (
          <li key={feature.id} className={styles.item}>
            <Link className={styles.card} to={feature.to} data-feature={feature.id}>
              <span className={styles.icon}>
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.description}>{feature.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
