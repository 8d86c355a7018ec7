import React from 'react';
import {render, screen} from '@testing-library/react';
import HomeHero, {QUICK_START_PATH, REPOSITORY_URL} from '@site/src/components/HomeHero';

describe('HomeHero', () => {
  it('shows the name as the page heading (the wordmark), the text as the headline under it, and the description', () => {
    const {container} = render(<HomeHero name="Rstest" text="Rspack-based testing framework" description="A testing framework." />);
    const heading = screen.getByRole('heading', {level: 1});
    expect(heading).toHaveTextContent(/^Rstest$/);
    expect(heading).toHaveAttribute('data-wordmark');
    const headline = container.querySelector('[data-hero-text]')!;
    expect(headline.tagName).toBe('P');
    expect(headline).toHaveTextContent('Rspack-based testing framework');
    // A hyphenated word is kept on one line (issue 45: "Jest-" / "compatible").
    expect(headline.querySelector('.nowrap')).toHaveTextContent(/^Rspack-based$/);
    expect(screen.getByText('A testing framework.')).toBeInTheDocument();
  });

  it('shows no description paragraph when none is given', () => {
    const {container} = render(<HomeHero name="Rstest" text="x" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('links the get-started button to the quick start through a translated label', () => {
    render(<HomeHero name="Rstest" text="x" />);
    const button = screen.getByRole('link', {name: 'Quick Start'});
    expect(button).toHaveAttribute('href', QUICK_START_PATH);
    expect(button.querySelector('[data-translate-id]')).toHaveAttribute('data-translate-id', 'home.hero.quickStart');
  });

  it('links the second button to the GitHub repository, with the GitHub mark as a decorative icon', () => {
    render(<HomeHero name="Rstest" text="x" />);
    const github = screen.getByRole('link', {name: 'GitHub'});
    expect(github).toHaveAttribute('href', REPOSITORY_URL);
    const icon = github.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-icon', 'github');
  });

  it('shows the logo as a decorative image with its size reserved', () => {
    const {container} = render(<HomeHero name="Rstest" text="x" />);
    const logo = container.querySelector('img')!;
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('src', '/img/logo.svg');
    expect(Number(logo.getAttribute('width'))).toBeGreaterThan(0);
    expect(logo.getAttribute('height')).toBe(logo.getAttribute('width'));
  });
});
