// Wrap: puts the doc menu bar (sidebar "Menu" and outline toggles, spec 2 "Mobile behaviour") above the doc's layout.
import React, {type ComponentProps} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocMenuBar from '@site/src/components/DocMenuBar';

type Props = ComponentProps<typeof Layout>;

export default function DocItemLayoutWrapper(props: Props): React.JSX.Element {
  const sidebar = useDocsSidebar();
  const {toc, frontMatter} = useDoc();
  return (
    <>
      <DocMenuBar
        sidebarItems={sidebar?.items}
        toc={frontMatter.hide_table_of_contents ? [] : toc}
        minHeadingLevel={frontMatter.toc_min_heading_level}
        maxHeadingLevel={frontMatter.toc_max_heading_level}
      />
      <Layout {...props} />
    </>
  );
}
