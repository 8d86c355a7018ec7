import React from 'react';
import {fireEvent, render} from '@testing-library/react';
import EcosystemLogo from '@theme/EcosystemLogo';
import {isBrokenImage} from '@site/src/plugins/ecosystem/theme/EcosystemLogo';

// Logos live on another host: one that fails to load leaves a tidy placeholder (spec 2).
const LOGO = 'https://assets.rspack.rs/rstest/rstest-logo.svg';

function stubImageState(image: HTMLImageElement, complete: boolean, naturalWidth: number): void {
  Object.defineProperty(image, 'complete', {configurable: true, get: () => complete});
  Object.defineProperty(image, 'naturalWidth', {configurable: true, get: () => naturalWidth});
}

describe('EcosystemLogo', () => {
  it('shows the image, decorative, with its scale', () => {
    const {container} = render(<EcosystemLogo src={LOGO} name="Rstest" scale={0.95} loading="lazy" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', LOGO);
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.style.transform).toBe('scale(0.95)');
  });

  it('replaces an image that fails to load with the initial of the name', () => {
    const {container} = render(<EcosystemLogo src={LOGO} name="Rstest" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('[data-ecosystem-logo="placeholder"]');
    expect(placeholder).toHaveTextContent(/^R$/);
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });

  it('tells a broken image from one still loading or loaded', () => {
    const image = document.createElement('img');
    stubImageState(image, true, 0);
    expect(isBrokenImage(image)).toBe(true);
    stubImageState(image, false, 0);
    expect(isBrokenImage(image)).toBe(false);
    stubImageState(image, true, 52);
    expect(isBrokenImage(image)).toBe(false);
  });
});
