// Eject: the spec's 404 ('404', 'PAGE NOT FOUND', a 'Take me home' link to the reader's locale and version home, redundant language prefix removed) instead of the stock two paragraphs; the tab title in the heading's words.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
// CHANGED: the tab title; an unknown path is rendered by the docs route, which sets none of its own.
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
// CHANGED: the home link and the prefix clean-up come from the requested path.
import Link from '@docusaurus/Link';
import useNotFoundPath from '@site/src/plugins/docs-versions/client/useNotFoundPath';
import styles from './styles.module.css';

// CHANGED: the status code shown above the title.
const STATUS_CODE = 404;

export default function NotFoundContent({className}: Props): ReactNode {
  // CHANGED: where "Take me home" goes; a redundant language prefix is replaced here.
  const {home, inThisBuild} = useNotFoundPath();
  const homeLabel = (
    <Translate id="notFound.home" description="The link of the 404 page to the home page">
      Take me home
    </Translate>
  );
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* CHANGED: the tab says what the heading says ('Page Not Found | Rstest', '页面未找到 | Rstest'), not the site's name alone */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found', description: 'The title of the 404 page'})} />
      <div className="row">
        {/* CHANGED: centred, with the module's styles */}
        <div className={clsx('col col--6 col--offset-3', styles.notFound)}>
          {/* CHANGED: the status code, then the title; the page keeps its one h1 */}
          <p className={styles.code}>{STATUS_CODE}</p>
          <Heading as="h1" className={styles.title}>
            <Translate id="notFound.title" description="The title of the 404 page, in capitals">
              PAGE NOT FOUND
            </Translate>
          </Heading>
          {/* CHANGED: one link home replaces the two stock paragraphs; the path is complete, so no base URL is added;
              a home in another build (maintainers/architecture.md "Versions") is a plain link, a full page load */}
          {inThisBuild ? (
            <Link className="button button--outline button--primary" to={home} autoAddBaseUrl={false}>
              {homeLabel}
            </Link>
          ) : (
            <a className="button button--outline button--primary" href={home}>
              {homeLabel}
            </a>
          )}
        </div>
      </div>
    </main>
  );
}
