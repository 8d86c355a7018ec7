// Replaces theme-classic 3.10's DocVersionBanner (its markup and translation ids): the "latest version"
// link comes from the docs-versions global data. A frozen version is a build of its own
// (maintainers/architecture.md "Versions"), whose docs plugin knows no later version, so the stock
// suggestion would name the frozen version itself. The link leads to the page being read in the
// current docs when they have it, else to their home, with a full page load (a plain link). Every
// frozen version is `unmaintained` (docusaurus.config.ts); the current docs have no banner.
// CHANGED: in every version, the notice of a switch from a page this version lacks (MissingPageNotice).
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocVersionBanner';
import {useHistorySelector} from '@docusaurus/theme-common';
import useVersionLinks from '../../client/useVersionLinks';
import {MISSING_PAGE_PARAM} from '../../client/versionLinks';

// CHANGED: the notice is a chunk of its own, loaded only on arrival from a switch (a `?missing=` query):
// no page's first load carries it. The server renders no query, so it never renders there.
const MissingPageNotice = lazy(() => import('@theme/MissingPageNotice'));

function Banner({className, versionLabel}: Props & {versionLabel: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // The latest version is the first of the site's versions (the current docs).
  const latest = useVersionLinks().links[0]!;
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        <Translate
          id="theme.docs.versions.unmaintainedVersionLabel"
          description="The label used to tell the user that he's browsing an unmaintained doc version"
          values={{siteTitle: siteConfig.title, versionLabel: <b>{versionLabel}</b>}}>
          {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
        </Translate>
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          description="The label used to tell the user to check the latest version"
          values={{
            versionLabel: latest.label,
            latestVersionLink: (
              <b>
                <a href={latest.href}>
                  <Translate id="theme.docs.versions.latestVersionLinkLabel" description="The label used for the latest version suggestion link label">
                    latest version
                  </Translate>
                </a>
              </b>
            ),
          }}>
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}

export default function DocVersionBanner({className}: Props): ReactNode {
  const {banner, label} = useDocsVersion();
  const arrivedFromMissingPage = useHistorySelector((history) => history.location.search.includes(`${MISSING_PAGE_PARAM}=`));
  return (
    <>
      {banner && <Banner className={className} versionLabel={label} />}
      {arrivedFromMissingPage && (
        <Suspense fallback={null}>
          <MissingPageNotice />
        </Suspense>
      )}
    </>
  );
}
