/**
 * The scroll-to-top button appears once the page is scrolled down past the threshold, whatever
 * the direction of the last scroll (stock Docusaurus shows it only while scrolling up).
 */
export function isBackToTopShown(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}

/**
 * What counts as a control under the button: what a reader clicks or types in. Not any focusable
 * element: a code block's <pre> and a wide table are focusable to scroll them, and are no controls.
 */
export const CONTROL_SELECTOR = 'a[href],button,input,select,textarea,summary,[role=button],[role=tab],[role=link],[role=checkbox],[role=switch]';

/**
 * The points tested: the button's centre, and its corners and edge midpoints this far outside its
 * box, so that a control that only touches it (a pixel of a copy button's edge) counts too.
 */
const OUTSET_PX = 2;

/**
 * Whether a control of the page lies under the back-to-top button (a fixed element): hit-tests its
 * centre, corners and edges, as laid out (its offset box, without the transform that hides it), and looks
 * for a control in what lies there other than the button itself. The button then stays hidden, so
 * that it never covers one (issue 45): a code block's copy and wrap buttons, a link, a tab.
 */
export function coversControl(button: HTMLElement): boolean {
  const {right, bottom, width, height} = getComputedStyle(button);
  const viewport = document.documentElement;
  const boxRight = viewport.clientWidth - parseFloat(right);
  const boxBottom = viewport.clientHeight - parseFloat(bottom);
  const left = boxRight - parseFloat(width);
  const top = boxBottom - parseFloat(height);
  const xs = [left - OUTSET_PX, (left + boxRight) / 2, boxRight + OUTSET_PX];
  const ys = [top - OUTSET_PX, (top + boxBottom) / 2, boxBottom + OUTSET_PX];
  return xs.some((x) =>
    ys.some((y) => document.elementsFromPoint(x, y).some((element) => element !== button && !button.contains(element) && element.matches(CONTROL_SELECTOR))),
  );
}
