// Whether an element has come near the viewport (and stays true once it has). One
// IntersectionObserver serves every element; the browser reports an element's position only after
// layout, so nothing is read during render or hydration.
import {useEffect, useState, type RefObject} from 'react';

/** How far outside the viewport an element counts as near: about a screen above and below. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function observe(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        observer?.unobserve(entry.target);
        callbacks.delete(entry.target);
      }
    },
    {rootMargin: NEAR_VIEWPORT_MARGIN},
  );
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    return observe(element, () => setNear(true));
  }, [near, ref]);
  return near;
}
