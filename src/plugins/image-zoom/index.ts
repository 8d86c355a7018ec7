import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Image zoom (spec 2 "Image zoom", 4, 8, 9): images in doc content zoom on click with medium-zoom.
// The client module attaches it ZOOM_ATTACH_DELAY_MS after each page render and client navigation,
// and loads medium-zoom only then (a separate chunk, not in the main bundle).

export const PLUGIN_NAME = 'image-zoom';

export default function imageZoomPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'clientModule.ts')];
    },
  };
}
