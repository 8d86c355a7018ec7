// Wrap: puts the doc's frontmatter layout switches (`navbar: false`…) on <html>, rendered with the page so they hold before paint.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme-init/DocItem/Metadata';
import {LAYOUT_PAGE_HIDE_ATTRIBUTE, parseLayoutSwitches, type LayoutFrontMatter} from '../../../parseLayoutSwitches';

/** The query switches are the head script's and the client module's; the doc adds its own. */
const NO_QUERY = '';

export default function DocItemMetadataWrapper(): ReactNode {
  const {frontMatter} = useDoc();
  const hidden = parseLayoutSwitches(NO_QUERY, frontMatter as LayoutFrontMatter).frontMatter;
  return (
    <>
      <DocItemMetadata />
      {hidden.length > 0 && (
        <Head>
          <html {...{[LAYOUT_PAGE_HIDE_ATTRIBUTE]: hidden.join(' ')}} />
        </Head>
      )}
    </>
  );
}
