// Wrap: adds the doc's `titleSuffix` and `head` frontmatter (spec section 3) to the stock metadata.
import React, {type ReactNode} from 'react';
import OriginalDocItemMetadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import FrontMatterHead from '@site/src/components/FrontMatterHead';

export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      <OriginalDocItemMetadata />
      <FrontMatterHead title={metadata.title} frontMatter={frontMatter} />
    </>
  );
}
