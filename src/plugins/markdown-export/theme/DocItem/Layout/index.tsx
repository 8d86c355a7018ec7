// Wrap: gives the h1 of the site's listed docs (theme/Heading) the Copy Markdown / open-in-AI bar; the bar's code stays in the doc pages' chunk.
import React, {type ReactNode} from 'react';
import DocItemLayout from '@theme-init/DocItem/Layout';
import DocTitleBar from '@theme/DocTitleBar';
import useRouteContext from '@docusaurus/useRouteContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocItem/Layout';
import {DocTitleBarContext} from '../../../docTitleBarContext';

// Only the site's own docs instance has Markdown files (not the /e2e-fixtures/ one).
const DOCS_PLUGIN = {name: 'docusaurus-plugin-content-docs', id: 'default'};

export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const {metadata} = useDoc();
  const exported = plugin.name === DOCS_PLUGIN.name && plugin.id === DOCS_PLUGIN.id && !metadata.unlisted;
  return (
    <DocTitleBarContext.Provider value={exported ? DocTitleBar : null}>
      <DocItemLayout {...props} />
    </DocTitleBarContext.Provider>
  );
}
