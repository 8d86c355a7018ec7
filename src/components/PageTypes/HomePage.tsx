import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import EcosystemLanding from '@theme/EcosystemLanding';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {heroOf} from '@site/src/utils/pageType';
import PageShell, {type PageTypeProps} from './PageShell';
import styles from './styles.module.css';

/**
 * `pageType: home`, the landing layout, top to bottom: the hero from the frontmatter (`hero:
 * {name, text}`, with the page's `description` under the headline), the page's own Markdown (the
 * tagline section) and the feature cards, then the Rstack landing block (src/plugins/ecosystem),
 * last in <main>, right above the footer. The block gets the page's locale as its language, so the
 * server and the browser render the same text.
 */
export default function HomePage(props: PageTypeProps): ReactNode {
  const {content: Content} = props;
  const {frontMatter} = props.content.metadata;
  const hero = heroOf(frontMatter);
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : undefined;
  const {i18n} = useDocusaurusContext();
  return (
    <PageShell {...props} pageType="home">
      <Layout>
        <main>
          {hero && <HomeHero {...hero} description={description} />}
          <article className={styles.body}>
            <MDXContent>
              <Content />
            </MDXContent>
          </article>
          <HomeFeatures />
          <EcosystemLanding lang={i18n.currentLocale.startsWith('zh') ? 'zh' : 'en'} />
        </main>
      </Layout>
    </PageShell>
  );
}
