import React from 'react';
import {render, screen} from '@testing-library/react';
import PackageManagerTabs, {PACKAGE_MANAGER_GROUP_ID} from '@site/src/components/PackageManagerTabs';
import {commandFor, commandsFor} from '@site/src/components/PackageManagerTabs/commands';

describe('commandsFor', () => {
  it('spells the install of a dev dependency the way each manager documents it', () => {
    expect(commandsFor('add @rstest/core -D')).toEqual({
      npm: 'npm install @rstest/core -D',
      yarn: 'yarn add @rstest/core -D',
      pnpm: 'pnpm add @rstest/core -D',
      bun: 'bun add @rstest/core -d',
    });
  });

  it('maps the long spellings of the dev and exact flags too', () => {
    expect(commandFor('npm', 'add --dev jsdom')).toBe('npm install -D jsdom');
    expect(commandFor('bun', 'add --save-dev jsdom')).toBe('bun add -d jsdom');
    expect(commandFor('yarn', 'add -D --save-exact jsdom')).toBe('yarn add -D -E jsdom');
    expect(commandFor('bun', 'add -E jsdom')).toBe('bun add --exact jsdom');
  });

  it('maps remove to npm’s uninstall and keeps other sub-commands and arguments as written', () => {
    expect(commandFor('npm', 'remove jest')).toBe('npm uninstall jest');
    expect(commandFor('pnpm', 'remove jest')).toBe('pnpm remove jest');
    expect(commandFor('pnpm', 'install')).toBe('pnpm install');
    expect(commandFor('npm', '  add   @rstest/coverage-istanbul  ')).toBe('npm install @rstest/coverage-istanbul');
  });

  it('keeps per-manager command lines as given', () => {
    const commands = {npm: 'npx rstest', yarn: 'yarn rstest', pnpm: 'pnpm rstest', bun: 'bunx rstest'};
    expect(commandsFor(commands)).toBe(commands);
  });
});

describe('PackageManagerTabs', () => {
  it('puts its blocks (written by its remark step, in PACKAGE_MANAGERS order) in npm, yarn, pnpm and bun tabs of one shared group', () => {
    render(
      <PackageManagerTabs>
        {Object.values(commandsFor('add @rstest/core -D')).map((command) => (
          <pre key={command}>{command}</pre>
        ))}
      </PackageManagerTabs>,
    );
    expect(screen.getByRole('tablist')).toHaveAttribute('data-group-id', PACKAGE_MANAGER_GROUP_ID);
    const panels = screen.getAllByRole('tabpanel');
    expect(panels.map((panel) => panel.getAttribute('data-value'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(panels[0]).toHaveTextContent('npm install @rstest/core -D');
    expect(panels[3]).toHaveTextContent('bun add @rstest/core -d');
  });
});
