// Wrap, not eject: picks the layout from the `pageType` frontmatter (home, custom, blank; spec section 2) and keeps the stock page for `doc`; adds `titleSuffix`/`head`.
import React, {type ReactNode} from 'react';
import OriginalMDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import HomePage from '@site/src/components/PageTypes/HomePage';
import CustomPage from '@site/src/components/PageTypes/CustomPage';
import BlankPage from '@site/src/components/PageTypes/BlankPage';
import FrontMatterHead from '@site/src/components/FrontMatterHead';
import {pageTypeOf, type MdxPageType} from '@site/src/utils/pageType';

const LAYOUTS: Record<MdxPageType, (props: Props) => ReactNode> = {
  doc: OriginalMDXPage,
  home: HomePage,
  custom: CustomPage,
  blank: BlankPage,
};

export default function MDXPage(props: Props): ReactNode {
  const {metadata} = props.content;
  const Page = LAYOUTS[pageTypeOf(metadata.frontMatter)];
  return (
    <>
      <Page {...props} />
      <FrontMatterHead title={metadata.title} frontMatter={metadata.frontMatter} />
    </>
  );
}
