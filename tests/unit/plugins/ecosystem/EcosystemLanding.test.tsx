import React from 'react';
import {render, screen, within} from '@testing-library/react';
import EcosystemLanding from '@theme/EcosystemLanding';

// The landing block (spec 2): heading, tagline, seven tool cards opening the tools' sites in a new tab.
describe('EcosystemLanding', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows a heading, a tagline and seven cards with lazy logo, name, description and address', () => {
    render(<EcosystemLanding lang="en" />);
    const section = screen.getByRole('region', {name: 'The Rstack toolchain'});
    expect(within(section).getByRole('heading', {level: 2})).toHaveTextContent('The Rstack toolchain');
    expect(section.querySelector('p')).toHaveTextContent(/JavaScript toolchain/);
    const cards = section.querySelectorAll('a[data-ecosystem-card]');
    expect(cards).toHaveLength(7);
    for (const card of cards) {
      expect(card).toHaveAttribute('target', '_blank');
      expect(card).toHaveAttribute('rel', 'noreferrer');
      expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
    const rstest = section.querySelector('[data-ecosystem-card="Rstest"]')!;
    expect(rstest).toHaveAttribute('href', 'https://rstest.rs/');
    expect(rstest).toHaveTextContent('Rstest');
    expect(rstest).toHaveTextContent('rstest.rs');
    expect(rstest).toHaveTextContent(/test framework/i);
    // Last, the tile to the list of the whole ecosystem.
    const tiles = section.querySelectorAll('li > a');
    expect(tiles).toHaveLength(8);
    const explore = tiles[7];
    expect(explore).toHaveAttribute('data-ecosystem-explore');
    expect(explore).not.toHaveAttribute('data-ecosystem-card');
    expect(explore).toHaveAttribute('href', 'https://github.com/web-infra-dev/awesome-rstack');
    expect(explore).toHaveAttribute('target', '_blank');
    expect(explore).toHaveTextContent(/explore/i);
    expect(explore.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('uses the Chinese descriptions in Chinese', () => {
    render(<EcosystemLanding lang="zh" />);
    expect(document.querySelector('[data-ecosystem-card="Rstest"]')).toHaveTextContent('测试框架');
    expect(document.querySelector('[data-ecosystem-explore]')).toHaveTextContent('探索');
  });

  it('follows the path when no language is given', () => {
    window.history.replaceState(null, '', '/zh/');
    render(<EcosystemLanding />);
    expect(document.querySelector('[data-ecosystem-card="Rspack"]')).toHaveTextContent('打包工具');
  });
});
