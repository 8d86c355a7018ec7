import type {ClientModule} from '@docusaurus/types';
import {LAYOUT_HIDE_ATTRIBUTE, parseLayoutSwitches} from './parseLayoutSwitches';
import './styles.css';

/**
 * Sets (or removes) the `<html>` attribute of the parts the URL query hides. The plugin's head
 * script does it before the first paint; this keeps it in step on client-side navigation, so a
 * switch only applies to the page whose URL carries it.
 */
export function applyQueryLayoutSwitches(search: string, root: HTMLElement = document.documentElement): void {
  const hidden = parseLayoutSwitches(search).query;
  if (hidden.length > 0) {
    root.setAttribute(LAYOUT_HIDE_ATTRIBUTE, hidden.join(' '));
  } else {
    root.removeAttribute(LAYOUT_HIDE_ATTRIBUTE);
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    applyQueryLayoutSwitches(location.search);
  },
};

export default clientModule;
