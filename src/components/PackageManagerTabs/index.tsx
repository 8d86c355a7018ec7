import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {PACKAGE_MANAGERS, commandFor, commandsFor, type PackageManagerCommand} from './commands';

export {PACKAGE_MANAGERS, commandFor, commandsFor};
export type {PackageManager, PackageManagerCommand} from './commands';

// One tab group for every package-manager block of the site, so a reader's choice
// (kept by Docusaurus in local storage, shared by both locales) applies to all of them.
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

export default function PackageManagerTabs({
  command,
}: {
  command: PackageManagerCommand;
}): React.JSX.Element {
  const commands = commandsFor(command);
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP_ID}>
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{commands[manager]}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
