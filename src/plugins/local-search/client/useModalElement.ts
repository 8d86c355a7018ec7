// The element of the open DocSearch modal that `selector` names (its footer, the modal itself), or
// null while the modal is closed. DocSearch renders the modal in a portal of its own and has no
// slots: the search bar's additions render into these elements through portals of their own.
import {useEffect, useState} from 'react';

export function useModalElement(selector: string): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    const update = () =>
      setElement((current) => {
        const found = document.querySelector(selector);
        return found === current ? current : found;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [selector]);
  return element;
}
