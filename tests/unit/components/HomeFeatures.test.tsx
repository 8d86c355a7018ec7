import React from 'react';
import {render, screen, within} from '@testing-library/react';
import HomeFeatures from '@site/src/components/HomeFeatures';
import {homeFeatures} from '@site/src/data/homeFeatures';

describe('HomeFeatures', () => {
  it('shows one card per feature, each a link with its icon, title and text', () => {
    render(<HomeFeatures />);
    const section = screen.getByRole('region', {name: 'Features'});
    const cards = within(section).getAllByRole('link');
    expect(cards).toHaveLength(homeFeatures().length);
    homeFeatures().forEach((feature, index) => {
      expect(cards[index]).toHaveAttribute('href', feature.to);
      expect(within(cards[index]).getByRole('heading', {level: 3})).toHaveTextContent(feature.title);
      expect(cards[index]).toHaveTextContent(feature.description);
      const icon = cards[index].querySelector('svg');
      expect(icon).toHaveAttribute('data-feature-icon', feature.icon);
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelector('path')?.getAttribute('d')).toMatch(/^[Mm]/);
    });
  });
});
