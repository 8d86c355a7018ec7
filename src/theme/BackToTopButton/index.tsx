// Eject of @docusaurus/theme-classic 3.10.2's BackToTopButton: shows the button whenever the page is scrolled past the threshold, not only while scrolling up (spec section 2).
import React, {memo, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
// CHANGED: the stock useBackToTopButton hook is replaced by the scroll position and smooth scroll it is built on.
import {useScrollPosition, useSmoothScrollTo} from '@docusaurus/theme-common/internal';
import {coversControl, isBackToTopShown} from '@site/src/utils/backToTop';

import styles from './styles.module.css';

// CHANGED: the threshold is named; the button shows below this many pixels of scroll.
export const BACK_TO_TOP_THRESHOLD_PX = 300;

// CHANGED: shown from the scroll position alone, whatever the direction of the last scroll, and
// hidden while a control lies under it (issue 45: on a phone it covered code blocks' copy buttons).
function useBackToTopButton(threshold: number, button: RefObject<HTMLButtonElement | null>): {shown: boolean; scrollToTop: () => void} {
  const [shown, setShown] = useState(false);
  const {startScroll} = useSmoothScrollTo();
  // Also called once on mount: a page can open already scrolled (a link to an anchor, a reload).
  useScrollPosition(
    ({scrollY}) => setShown(isBackToTopShown(scrollY, threshold) && !(button.current && coversControl(button.current))),
    [threshold],
  );
  return {shown, scrollToTop: () => startScroll(0)};
}

function BackToTopButton(): ReactNode {
  // CHANGED: our hook and the named threshold.
  const button = useRef<HTMLButtonElement>(null);
  const {shown, scrollToTop} = useBackToTopButton(BACK_TO_TOP_THRESHOLD_PX, button);
  return (
    <button
      ref={button}
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      className={clsx(
        'clean-btn',
        ThemeClassNames.common.backToTopButton,
        styles.backToTopButton,
        shown && styles.backToTopButtonShow,
      )}
      type="button"
      onClick={scrollToTop}
    />
  );
}

// CHANGED: memoized (it has no props). Each render reads the scroll position (useScrollPosition's
// initial ref value), which forces a layout when it happens inside the update after hydration.
export default memo(BackToTopButton);
