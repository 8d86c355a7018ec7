import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {headTagsOf, titleWithSuffix} from '@site/src/utils/pageHead';

export type FrontMatterHeadProps = {
  /** The page title (frontmatter `title` or the first heading), as the stock metadata uses it. */
  title: string | undefined;
  frontMatter: Readonly<Record<string, unknown>>;
};

/**
 * What a page's frontmatter adds to `<head>` beyond the stock metadata: its `titleSuffix` in
 * place of the site's ` | Rstest`, and its `head` tags. Rendered after the stock metadata so
 * that its title wins.
 */
export default function FrontMatterHead({title, frontMatter}: FrontMatterHeadProps): ReactNode {
  const fullTitle = titleWithSuffix(title, frontMatter.titleSuffix);
  const tags = headTagsOf(frontMatter.head);
  if (fullTitle === undefined && tags.length === 0) {
    return null;
  }
  return (
    <Head>
      {fullTitle !== undefined && <title>{fullTitle}</title>}
      {fullTitle !== undefined && <meta property="og:title" content={fullTitle} />}
      {tags.map(({tag: Tag, attributes, content}, index) => (
        <Tag key={index} {...attributes}>
          {content}
        </Tag>
      ))}
    </Head>
  );
}
