import React from 'react';
import {render, screen} from '@testing-library/react';
import PackageManagerTabs, {
  PACKAGE_MANAGER_GROUP_ID,
  commandsFor,
} from '@site/src/components/PackageManagerTabs';

describe('commandsFor', () => {
  it('prefixes a shared sub-command with each manager', () => {
    expect(commandsFor('add -D @rstest/core')).toEqual({
      npm: 'npm add -D @rstest/core',
      yarn: 'yarn add -D @rstest/core',
      pnpm: 'pnpm add -D @rstest/core',
      bun: 'bun add -D @rstest/core',
    });
  });

  it('keeps per-manager command lines as given', () => {
    const commands = {npm: 'npx rstest', yarn: 'yarn rstest', pnpm: 'pnpm rstest', bun: 'bunx rstest'};
    expect(commandsFor(commands)).toBe(commands);
  });
});

describe('PackageManagerTabs', () => {
  it('renders npm, yarn, pnpm and bun tabs in one shared group', () => {
    render(<PackageManagerTabs command="add -D @rstest/core" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('data-group-id', PACKAGE_MANAGER_GROUP_ID);
    const panels = screen.getAllByRole('tabpanel');
    expect(panels.map((panel) => panel.getAttribute('data-value'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(panels[3]).toHaveTextContent('bun add -D @rstest/core');
  });
});
