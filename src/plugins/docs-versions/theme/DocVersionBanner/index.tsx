// Replaces theme-classic 3.10's DocVersionBanner (its markup and translation ids): the "latest version"
// link comes from the docs-versions global data. A frozen version is a build of its own
// (maintainers/architecture.md "Versions"), whose docs plugin knows no later version, so the stock
// suggestion would name the frozen version itself. The link leads to the page being read in the
// current docs (their stand-in when they lack it, build/standIns.ts), with a full page load (a plain link). Every
// frozen version is `unmaintained` (docusaurus.config.ts); the current docs have no banner.
// CHANGED: in every version, the place of the notice of a stand-in (build/standIns.ts), which the build writes into it.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocVersionBanner';
import useVersionLinks from '../../client/useVersionLinks';

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
                <a href={latest.href} data-docs-version={latest.name}>
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
  const {search} = useLocation();
  return (
    <>
      {banner && <Banner className={className} versionLabel={label} />}
      {/*
       * CHANGED: the notice's place, empty in every page but a stand-in, whose HTML the build
       * writes with the notice in it (build/standIns.ts): React leaves the content of an element with
       * dangerouslySetInnerHTML as the server sent it, so it stays after hydration; a move within
       * the app to another page, or to the same page without the arrival's query, renders it anew, empty.
       */}
      <div key={search} className="missing-page-slot" data-missing-page-slot="" dangerouslySetInnerHTML={{__html: ''}} />
    </>
  );
}
