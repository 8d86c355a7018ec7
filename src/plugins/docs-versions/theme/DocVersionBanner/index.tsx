// Ejected from @docusaurus/theme-classic 3.10.2 (DocVersionBanner): the "latest version" suggestion
// comes from the docs-versions global data. A frozen version is a build of its own (CONTRIBUTING.md,
// "Versions"), whose docs plugin knows no later version, so the stock suggestion would name the
// frozen version itself. The link leads to the page being read in the current docs when they have
// it, else to their home, with a full page load. The rest is the stock banner.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocVersionBanner';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
// CHANGED: the versions of the other builds, instead of useDocVersionSuggestions and the preferred version.
import useVersionLinks from '../../useVersionLinks';

type BannerLabelProps = {siteTitle: string; versionMetadata: PropVersionMetadata};

function UnreleasedVersionLabel({siteTitle, versionMetadata}: BannerLabelProps): ReactNode {
  return (
    <Translate
      id="theme.docs.versions.unreleasedVersionLabel"
      description="The label used to tell the user that he's browsing an unreleased doc version"
      values={{siteTitle, versionLabel: <b>{versionMetadata.label}</b>}}>
      {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
    </Translate>
  );
}

function UnmaintainedVersionLabel({siteTitle, versionMetadata}: BannerLabelProps): ReactNode {
  return (
    <Translate
      id="theme.docs.versions.unmaintainedVersionLabel"
      description="The label used to tell the user that he's browsing an unmaintained doc version"
      values={{siteTitle, versionLabel: <b>{versionMetadata.label}</b>}}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

const BannerLabelComponents = {
  unreleased: UnreleasedVersionLabel,
  unmaintained: UnmaintainedVersionLabel,
};

function BannerLabel(props: BannerLabelProps): ReactNode {
  const BannerLabelComponent = BannerLabelComponents[props.versionMetadata.banner!];
  return <BannerLabelComponent {...props} />;
}

function LatestVersionSuggestionLabel({versionLabel, href}: {versionLabel: string; href: string}): ReactNode {
  return (
    <Translate
      id="theme.docs.versions.latestVersionSuggestionLabel"
      description="The label used to tell the user to check the latest version"
      values={{
        versionLabel,
        latestVersionLink: (
          <b>
            {/* CHANGED: a plain link (another build), without the preferred-version click handler. */}
            <a href={href}>
              <Translate id="theme.docs.versions.latestVersionLinkLabel" description="The label used for the latest version suggestion link label">
                latest version
              </Translate>
            </a>
          </b>
        ),
      }}>
      {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
    </Translate>
  );
}

function DocVersionBannerEnabled({className, versionMetadata}: Props & {versionMetadata: PropVersionMetadata}): ReactNode {
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  // CHANGED: the latest version is the first of the site's versions (the current docs), from the global data.
  const {links} = useVersionLinks();
  const latest = links[0]!;
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        <BannerLabel siteTitle={siteTitle} versionMetadata={versionMetadata} />
      </div>
      <div className="margin-top--md">
        <LatestVersionSuggestionLabel versionLabel={latest.label} href={latest.href} />
      </div>
    </div>
  );
}

export default function DocVersionBanner({className}: Props): ReactNode {
  const versionMetadata = useDocsVersion();
  if (versionMetadata.banner) {
    return <DocVersionBannerEnabled className={className} versionMetadata={versionMetadata} />;
  }
  return null;
}
