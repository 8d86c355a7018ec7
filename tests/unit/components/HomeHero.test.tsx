import React from 'react';
import {render, screen} from '@testing-library/react';
import HomeHero, {QUICK_START_PATH, REPOSITORY_URL} from '@site/src/components/HomeHero';

describe('HomeHero', () => {
  it('shows the name as the page heading and the text under it', () => {
    render(<HomeHero name="Rstest" text="Rspack based testing framework" />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Rstest');
    expect(screen.getByText('Rspack based testing framework')).toBeInTheDocument();
  });

  it('links the get-started button to the quick start through a translated label', () => {
    render(<HomeHero name="Rstest" text="x" />);
    const button = screen.getByRole('link', {name: 'Quick Start'});
    expect(button).toHaveAttribute('href', QUICK_START_PATH);
    expect(QUICK_START_PATH).toBe('/guide/start/quick-start');
    expect(button.querySelector('[data-translate-id]')).toHaveAttribute('data-translate-id', 'home.hero.quickStart');
  });

  it('links the second button to the GitHub repository', () => {
    render(<HomeHero name="Rstest" text="x" />);
    expect(screen.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', REPOSITORY_URL);
    expect(REPOSITORY_URL).toBe('https://github.com/web-infra-dev/rstest');
  });
});
