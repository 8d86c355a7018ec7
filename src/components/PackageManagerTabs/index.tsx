import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

// One tab group for every package-manager block of the site, so a reader's choice
// (kept by Docusaurus in local storage, shared by both locales) applies to all of them.
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

export type PackageManagerCommand = string | Record<PackageManager, string>;

/** Sub-commands whose name differs between managers (npm's `install` is the others' `add`). */
const SUB_COMMANDS: Record<string, Partial<Record<PackageManager, string>>> = {
  add: {npm: 'install'},
  remove: {npm: 'uninstall'},
};

/** Flags for the same thing, spelled by each manager as its documentation does. */
const FLAG_GROUPS: readonly Record<PackageManager, string>[] = [
  // Save as a dev dependency: npm `-D` (`--save-dev`), yarn and pnpm `-D`, bun `-d` (`--dev`).
  {npm: '-D', yarn: '-D', pnpm: '-D', bun: '-d'},
  // Save the exact version: npm and pnpm `-E` (`--save-exact`), yarn `-E` (`--exact`), bun `--exact`.
  {npm: '-E', yarn: '-E', pnpm: '-E', bun: '--exact'},
];
const FLAG_ALIASES: Record<string, number> = {
  '-D': 0,
  '-d': 0,
  '--dev': 0,
  '--save-dev': 0,
  '-E': 1,
  '--exact': 1,
  '--save-exact': 1,
};

/** One manager's command line for a sub-command written once (`add @rstest/core -D`). */
export function commandFor(manager: PackageManager, command: string): string {
  const [subCommand = '', ...args] = command.trim().split(/\s+/);
  const mappedSubCommand = SUB_COMMANDS[subCommand]?.[manager] ?? subCommand;
  const mappedArgs = args.map((arg) => (arg in FLAG_ALIASES ? FLAG_GROUPS[FLAG_ALIASES[arg]][manager] : arg));
  return [manager, mappedSubCommand, ...mappedArgs].join(' ');
}

/**
 * The command line each manager runs. A string is a sub-command written once with its
 * arguments (`add @rstest/core -D`): each manager gets its own spelling of the sub-command
 * (`npm install`, `yarn add`) and of the known flags (`-D` is bun's `-d`). An object gives each
 * manager its own full command line.
 */
export function commandsFor(command: PackageManagerCommand): Record<PackageManager, string> {
  if (typeof command !== 'string') {
    return command;
  }
  return Object.fromEntries(PACKAGE_MANAGERS.map((manager) => [manager, commandFor(manager, command)])) as Record<
    PackageManager,
    string
  >;
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
