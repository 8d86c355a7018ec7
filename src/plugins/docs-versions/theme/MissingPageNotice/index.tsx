// The word a reader gets on arrival from a version switch to a version that lacks the page they
// were reading (versionLinks.ts leads to the closest page this version has, with `?missing=<the
// page left>`): what is missing, and a link back to it. Rendered above a doc by DocVersionBanner.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import {useDocsVersionsData} from '../../client/useVersionLinks';
import {missingPageOrigin} from '../../client/versionLinks';

export default function MissingPageNotice(): ReactNode {
  const data = useDocsVersionsData();
  // Through the history store: the server renders no query, so the notice appears after hydration.
  const search = useHistorySelector((history) => history.location.search);
  const origin = missingPageOrigin(search, data.versions, data.built);
  const here = data.versions.find((version) => version.name === data.built);
  if (!origin || !here) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="status" data-missing-page="">
      <Translate
        id="docsVersions.missingPage.notice"
        description="Shown on arrival from the version switcher when the docs version switched to lacks the page being read; {page} is that page's path, {version} this version's label, {back} a link back"
        values={{
          page: <code>{origin.path}</code>,
          version: <b>{here.label}</b>,
          back: (
            // The page left is in another build (maintainers/architecture.md "Versions"): a plain link, a full page load.
            <a href={origin.path} data-missing-page-back="">
              <Translate
                id="docsVersions.missingPage.back"
                description="The link back to the page left, in the docs version it came from; {version} is that version's label"
                values={{version: origin.version.label}}>
                {'Back to that page in {version}'}
              </Translate>
            </a>
          ),
        }}>
        {'The docs of {version} have no page {page}: this is the closest page they have. {back}'}
      </Translate>
    </div>
  );
}
