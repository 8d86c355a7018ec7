import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import type {VersionHomeProps} from '@site/src/plugins/docs-versions/props';
import styles from './styles.module.css';

/** The sections a version home links, by sidebar id, with their labels (the navbar's). */
function sectionLabel(sidebarId: string): string {
  switch (sidebarId) {
    case 'guide':
      return translate({id: 'versionHome.section.guide', message: 'Guide', description: 'Version home: link to the Guide of that version'});
    case 'config':
      return translate({id: 'versionHome.section.config', message: 'Configuration', description: 'Version home: link to the Config reference of that version'});
    default:
      return translate({id: 'versionHome.section.api', message: 'API reference', description: 'Version home: link to the API reference of that version'});
  }
}

/** The home page of a frozen docs version (`/0.5/`): what it is, where its docs start, and the latest release. */
export default function VersionHome({version, latest, quickStart, sections}: VersionHomeProps): ReactNode {
  const title = translate(
    {id: 'versionHome.title', message: 'Rstest {version} documentation', description: 'Title of a frozen docs version home page'},
    {version: version.label},
  );
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.mdxPages, 'page-type-home', 'version-home')}>
      <PageMetadata
        title={title}
        description={translate(
          {
            id: 'versionHome.description',
            message: 'The documentation of Rstest {version}, an earlier release of the Rspack-based testing framework.',
            description: 'Meta description of a frozen docs version home page',
          },
          {version: version.label},
        )}
      />
      <Layout>
        <main>
          <HomeHero
            name={`Rstest ${version.label}`}
            text={translate({
              id: 'versionHome.headline',
              message: 'Documentation of an earlier release',
              description: 'Version home: the hero headline under the wordmark "Rstest <version>"',
            })}
            description={
              <Translate
                id="versionHome.notice"
                description="Version home: the hero text; {latest} is a link to the latest docs"
                values={{
                  latest: (
                    // The latest docs are another build (maintainers/architecture.md "Versions"): a full page load, not a route of this app.
                    <a href={latest.path}>
                      <Translate id="versionHome.latestLink" values={{latest: latest.label}} description="Version home: the link to the latest docs">
                        {'Rstest {latest} documentation'}
                      </Translate>
                    </a>
                  ),
                }}>
                {'These pages stay as they were for projects that still use this release. A project that installs Rstest today gets the latest release: see the {latest}.'}
              </Translate>
            }
            quickStartPath={quickStart}
          />
          <section className={styles.body} aria-label={title}>
            <ul className={styles.sections}>
              {sections.map(({sidebarId, permalink}) => (
                <li key={sidebarId}>
                  <Link className={styles.section} to={permalink} autoAddBaseUrl={false} data-section={sidebarId}>
                    {sectionLabel(sidebarId)}
                    <span className={styles.version}>{version.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
