import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import {heroOf} from '@site/src/utils/pageType';
import PageShell, {type PageTypeProps} from './PageShell';
import styles from './styles.module.css';

/**
 * `pageType: home`, the landing layout, top to bottom: the hero from the frontmatter (`hero:
 * {name, text}`), the page's own Markdown (the tagline section), the feature cards, then the
 * Rstack landing block (it takes the last place in <main>, right above the footer, when the
 * ecosystem plugin lands).
 */
export default function HomePage(props: PageTypeProps): ReactNode {
  const {content: Content} = props;
  const hero = heroOf(props.content.metadata.frontMatter);
  return (
    <PageShell {...props} pageType="home">
      <Layout>
        <main>
          {hero && <HomeHero {...hero} />}
          <article className={styles.body}>
            <MDXContent>
              <Content />
            </MDXContent>
          </article>
          <HomeFeatures />
        </main>
      </Layout>
    </PageShell>
  );
}
