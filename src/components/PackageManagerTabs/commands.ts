// The pure part of PackageManagerTabs: which command line each package manager runs. Kept apart
// from the component (no React, no theme imports) so the Markdown export (src/plugins/markdown-export)
// writes exactly the commands the page shows.

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

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
