// Runs in the browser: attaches the zoom ZOOM_ATTACH_DELAY_MS after each route render (the first
// page load included), loading medium-zoom on first use.
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';
import {ZOOM_ATTACH_DELAY_MS, ZOOM_OPTIONS, attachZoom, zoomableImages} from './zoomImages';
import './styles.css';

let zoom: Promise<Zoom> | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;

function getZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => mediumZoom(ZOOM_OPTIONS));
  return zoom;
}

async function refreshZoom(): Promise<void> {
  const images = zoomableImages(document);
  if (images.length === 0 && zoom === undefined) return;
  const instance = await getZoom();
  // Images of the previous page are gone: forget them, then take this page's.
  instance.detach();
  attachZoom(instance, images);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    clearTimeout(pending);
    pending = setTimeout(() => {
      refreshZoom().catch((error: unknown) => console.warn('Image zoom could not start:', error));
    }, ZOOM_ATTACH_DELAY_MS);
  },
};

export default clientModule;
