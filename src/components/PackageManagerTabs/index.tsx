import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

// One tab group for every package-manager block of the site, so a reader's choice
// (kept by Docusaurus in local storage) applies to all of them.
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

export type PackageManagerCommand = string | Record<PackageManager, string>;

/**
 * The command line each manager runs. A string is a sub-command that every manager
 * accepts as is (`add -D @rstest/core`) and is prefixed with the manager's name;
 * an object gives each manager its own full command line.
 */
export function commandsFor(command: PackageManagerCommand): Record<PackageManager, string> {
  if (typeof command !== 'string') {
    return command;
  }
  return Object.fromEntries(
    PACKAGE_MANAGERS.map((manager) => [manager, `${manager} ${command}`]),
  ) as Record<PackageManager, string>;
}

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
