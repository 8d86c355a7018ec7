import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames, UnlistedMetadata} from '@docusaurus/theme-common';
import type {Props as MDXPageProps} from '@theme/MDXPage';
import type {MdxPageType} from '@site/src/utils/pageType';

export type PageTypeProps = MDXPageProps;

/**
 * What every MDX page layout shares with the stock MDXPage: the html classes (plus
 * `page-type-<type>`, a stable hook for CSS and tests) and the page's metadata, including the
 * `noindex` of an unlisted page (the stock page gets it from its ContentVisibility banner).
 */
export default function PageShell({
  content,
  pageType,
  children,
}: PageTypeProps & {pageType: MdxPageType; children: ReactNode}): ReactNode {
  const {metadata, assets} = content;
  const {frontMatter} = metadata;
  return (
    <HtmlClassNameProvider
      className={clsx(
        frontMatter.wrapperClassName ?? ThemeClassNames.wrapper.mdxPages,
        ThemeClassNames.page.mdxPage,
        `page-type-${pageType}`,
      )}>
      <PageMetadata
        title={metadata.title}
        description={metadata.description}
        keywords={frontMatter.keywords}
        image={assets.image ?? frontMatter.image}
      />
      {metadata.unlisted && <UnlistedMetadata />}
      {children}
    </HtmlClassNameProvider>
  );
}
