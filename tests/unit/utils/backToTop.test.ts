import {isBackToTopShown} from '@site/src/utils/backToTop';

describe('isBackToTopShown', () => {
  it('shows the button once the page is scrolled past the threshold', () => {
    expect(isBackToTopShown(0, 300)).toBe(false);
    expect(isBackToTopShown(300, 300)).toBe(false);
    expect(isBackToTopShown(301, 300)).toBe(true);
    expect(isBackToTopShown(5000, 300)).toBe(true);
  });
});
