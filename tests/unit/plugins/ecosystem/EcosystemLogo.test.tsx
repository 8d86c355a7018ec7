import React from 'react';
import {render} from '@testing-library/react';
import EcosystemLogo from '@theme/EcosystemLogo';
import {LOGO_SIZE_PX} from '@site/src/plugins/ecosystem/theme/EcosystemLogo';

// A tool logo is one of the site's own files (static/img/ecosystem/), decorative next to the tool's name.
const LOGO = '/img/ecosystem/rspack.svg';

describe('EcosystemLogo', () => {
  it('shows the image, decorative, with its scale and loading mode', () => {
    const {container} = render(<EcosystemLogo src={LOGO} scale={0.95} loading="lazy" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', LOGO);
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.style.transform).toBe('scale(0.95)');
  });

  it('reserves its square box before the file loads (width and height), and loads at once by default', () => {
    const {container} = render(<EcosystemLogo src={LOGO} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('width', String(LOGO_SIZE_PX));
    expect(image).toHaveAttribute('height', String(LOGO_SIZE_PX));
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.style.transform).toBe('');
  });
});
