import {LANDING_OPAQUE_AFTER_PX, isTransparentNavbar} from '@site/src/utils/navbarTransparency';
import {THEME_TRANSITION_MS} from '@site/src/utils/colorModeTransition';

describe('landing navbar transparency', () => {
  it('uses the spec threshold of 100px', () => {
    expect(LANDING_OPAQUE_AFTER_PX).toBe(100);
  });

  it('is transparent on the home page until the scroll passes the threshold', () => {
    expect(isTransparentNavbar(true, 0)).toBe(true);
    expect(isTransparentNavbar(true, 100)).toBe(true);
    expect(isTransparentNavbar(true, 101)).toBe(false);
  });

  it('is never transparent elsewhere', () => {
    expect(isTransparentNavbar(false, 0)).toBe(false);
  });
});

describe('theme switch transition', () => {
  it('lasts the spec 400 ms', () => {
    expect(THEME_TRANSITION_MS).toBe(400);
  });
});
