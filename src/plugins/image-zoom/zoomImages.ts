// Which images zoom and with which medium-zoom options (spec 2 "Image zoom", 4, 8, 9). Pure DOM
// logic, apart from the client module that runs it, so it is tested without a browser.
import type {Zoom, ZoomOptions} from 'medium-zoom';

/** Spec 9: attached to images in doc content 100 ms after a page renders. */
export const ZOOM_ATTACH_DELAY_MS = 100;
/** Spec 4, 9: scrolling more than 40 px closes the zoom (medium-zoom closes 150 ms after that scroll). */
export const ZOOM_SCROLL_OFFSET_PX = 40;
/** Spec 9: no margin around the zoomed image. */
export const ZOOM_MARGIN_PX = 0;
/** Spec 9: the overlay takes the page background of the current theme (styles.css). */
export const ZOOM_BACKGROUND = 'var(--image-zoom-background)';

/** Images in the Markdown of a doc page. */
export const ZOOM_IMAGE_SELECTOR = '.theme-doc-markdown img';

export const ZOOM_OPTIONS: ZoomOptions = {
  margin: ZOOM_MARGIN_PX,
  background: ZOOM_BACKGROUND,
  scrollOffset: ZOOM_SCROLL_OFFSET_PX,
};

/** The images of the page that may zoom: in doc content, and not inside a link (a click follows the link). */
export function zoomableImages(root: ParentNode): HTMLImageElement[] {
  return Array.from(root.querySelectorAll<HTMLImageElement>(ZOOM_IMAGE_SELECTOR)).filter((image) => image.closest('a') === null);
}

function isBroken(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0;
}

function warnUnreachable(image: HTMLImageElement): void {
  console.warn(`Image zoom: unable to reach the image ${image.currentSrc || image.src}; it is shown without zoom.`);
}

/**
 * Attaches `zoom` to each image: a loaded image at once; an image still loading once it has
 * loaded; an image that cannot be reached never (spec 8: a warning, and the normal image).
 */
export function attachZoom(zoom: Pick<Zoom, 'attach'>, images: readonly HTMLImageElement[]): void {
  for (const image of images) {
    if (image.complete) {
      if (isBroken(image)) warnUnreachable(image);
      else zoom.attach(image);
      continue;
    }
    image.addEventListener('load', () => (isBroken(image) ? warnUnreachable(image) : zoom.attach(image)), {once: true});
    image.addEventListener('error', () => warnUnreachable(image), {once: true});
  }
}
