import {useCallback, useState} from 'react';

type MenuContent = typeof import('./menuContent');

/** The import under way or done, shared by every ecosystem item of the page and kept across navigations. */
let request: Promise<MenuContent> | undefined;
/** The content once loaded: an item mounted later (after a client-side navigation) renders it at once. */
let loaded: MenuContent | undefined;

/** Starts (or joins) the import of the menu's content. */
export function loadMenuContent(): Promise<MenuContent> {
  request ??= import('./menuContent').then(
    (content) => {
      loaded = content;
      return content;
    },
    (error: unknown) => {
      // A chunk that failed to load (offline, a new deployment): the next intent tries again.
      request = undefined;
      throw error;
    },
  );
  return request;
}

/**
 * The menu's content (menuContent.ts), loaded on demand: `load` starts the import (call it on the
 * first sign of intent, a hover, focus or touch, so the content is there when the menu opens) and
 * `content` is undefined until it has arrived.
 */
export default function useMenuContent(): {content: MenuContent | undefined; load: () => void} {
  const [content, setContent] = useState(loaded);
  const load = useCallback(() => {
    if (loaded) {
      setContent(loaded);
      return;
    }
    loadMenuContent().then(setContent, (error: unknown) => console.warn('Ecosystem menu:', error));
  }, []);
  return {content, load};
}
