// Wrap: marks the layout of the site's listed docs, so that their h1 (theme/Heading) gets the Copy Markdown / open-in-AI bar.
import React, {type ReactNode} from 'react';
import DocItemLayout from '@theme-init/DocItem/Layout';
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
    <DocTitleBarContext.Provider value={exported}>
      <DocItemLayout {...props} />
    </DocTitleBarContext.Provider>
  );
}
