import {nextColorModeChoice} from '@site/src/theme/ColorModeToggle';

jest.mock('@docusaurus/theme-common', () => ({useColorMode: jest.fn()}));

describe('the theme toggle’s next choice', () => {
  it('leaves the system theme for the opposite of what is shown, so the first click shows a change', () => {
    expect(nextColorModeChoice(null, 'light')).toBe('dark');
    expect(nextColorModeChoice(null, 'dark')).toBe('light');
  });

  it('then switches between light and dark', () => {
    expect(nextColorModeChoice('light', 'light')).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark')).toBe('light');
  });
});
