import React from 'react';
import {render, screen} from '@testing-library/react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
// The stock component, not a wrap: the site relies on its `disableSwitch` check as it is (Docusaurus 3.10.2).
import NavbarColorModeToggle from '@docusaurus/theme-classic/lib/theme/Navbar/ColorModeToggle';

jest.mock('@docusaurus/theme-common', () => ({useColorMode: jest.fn(), useThemeConfig: jest.fn()}));

function useColorModeConfig(disableSwitch: boolean): void {
  jest.mocked(useThemeConfig).mockReturnValue({
    navbar: {style: undefined},
    colorMode: {defaultMode: 'light', disableSwitch, respectPrefersColorScheme: true},
  } as unknown as ReturnType<typeof useThemeConfig>);
  jest
    .mocked(useColorMode)
    .mockReturnValue({colorMode: 'light', colorModeChoice: 'light', setColorMode: jest.fn()} as unknown as ReturnType<
      typeof useColorMode
    >);
}

describe('Navbar/ColorModeToggle (stock)', () => {
  it('shows the dark/light toggle when the switch is enabled', () => {
    useColorModeConfig(false);
    render(<NavbarColorModeToggle />);
    expect(screen.getByRole('button', {name: 'color mode: light'})).toBeInTheDocument();
  });

  it('hides the toggle when colorMode.disableSwitch is true', () => {
    useColorModeConfig(true);
    const {container} = render(<NavbarColorModeToggle />);
    expect(container).toBeEmptyDOMElement();
  });
});
