/**
 * The scroll-to-top button appears once the page is scrolled down past the threshold, whatever
 * the direction of the last scroll (stock Docusaurus shows it only while scrolling up).
 */
export function isBackToTopShown(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}
