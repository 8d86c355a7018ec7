// Wrap: puts the doc sidebar's menu toggle (sidebar menu mode, spec 2) at the top of the doc content.
import React, {type ComponentProps} from 'react';
import Main from '@theme-original/DocRoot/Layout/Main';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocSidebarMenu from '@site/src/components/DocSidebarMenu';

type Props = ComponentProps<typeof Main>;

export default function DocRootLayoutMainWrapper({children, ...props}: Props): React.JSX.Element {
  const sidebar = useDocsSidebar();
  return (
    <Main {...props}>
      {sidebar && <DocSidebarMenu items={sidebar.items} />}
      {children}
    </Main>
  );
}
