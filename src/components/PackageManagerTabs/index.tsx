import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {PACKAGE_MANAGERS} from './commands';

// One tab group for every package-manager block of the site, so a reader's choice
// (kept by Docusaurus in local storage, shared by both locales) applies to all of them.
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

/**
 * A tab per package manager. A doc writes `<PackageManagerTabs command="add -D @rstest/core" />`;
 * its remark step (remark.ts) turns the command into the children, one code block per manager in
 * the order of PACKAGE_MANAGERS, highlighted by the build like any fenced block.
 */
export default function PackageManagerTabs({children}: {children?: ReactNode}): ReactNode {
  const blocks = React.Children.toArray(children);
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP_ID}>
      {PACKAGE_MANAGERS.map((manager, index) => (
        <TabItem key={manager} value={manager} label={manager}>
          {blocks[index]}
        </TabItem>
      ))}
    </Tabs>
  );
}
