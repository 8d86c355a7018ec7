import {isTransparentNavbar} from '@site/src/utils/navbarTransparency';

describe('landing navbar transparency', () => {
  it('is transparent on the home page until the scroll passes the threshold', () => {
    expect(isTransparentNavbar(true, 0)).toBe(true);
    expect(isTransparentNavbar(true, 100)).toBe(true);
    expect(isTransparentNavbar(true, 101)).toBe(false);
  });

  it('is never transparent elsewhere', () => {
    expect(isTransparentNavbar(false, 0)).toBe(false);
  });
});
