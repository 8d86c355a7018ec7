import {useEffect, type RefObject} from 'react';

/**
 * Keeps the active link of a scrolling list in view: when the link marked `activeClassName`
 * changes and lies outside the list's visible box, the list (only the list, not the page) scrolls
 * to bring it to the middle; with no active link (above the first heading) it goes back to its
 * start. For the outline of long pages, whose active heading would otherwise
 * move out of sight as the reader scrolls.
 */
export default function useActiveLinkInView(listRef: RefObject<HTMLElement | null>, activeClassName: string): void {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    let shown: Element | null = null;
    const reveal = () => {
      const active = list.querySelector(`.${activeClassName}`);
      if (active === shown) return;
      shown = active;
      // No link active: the reader is above the first heading, so the list shows its start.
      if (!active) {
        list.scrollTop = 0;
        return;
      }
      const box = list.getBoundingClientRect();
      const link = active.getBoundingClientRect();
      if (link.top >= box.top && link.bottom <= box.bottom) return;
      list.scrollTop += link.top - box.top - (box.height - link.height) / 2;
    };
    const observer = new MutationObserver(reveal);
    observer.observe(list, {subtree: true, attributes: true, attributeFilter: ['class']});
    reveal();
    return () => observer.disconnect();
  }, [listRef, activeClassName]);
}
