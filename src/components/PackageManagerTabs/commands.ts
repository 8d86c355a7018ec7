// The pure part of PackageManagerTabs: which command line each package manager runs. Kept apart
// from the component (no React, no theme imports) so the Markdown export (src/plugins/markdown-export)
// writes exactly the commands the page shows.

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

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
