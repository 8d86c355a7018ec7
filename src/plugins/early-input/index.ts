import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Early input (issue 49): a key or tap made while the page is still loading is kept, not lost.
// The page is painted, and readable, seconds before React has hydrated it on a slow phone; until then
// its buttons have no handlers (the colour-mode toggle is even disabled) and DocSearch listens for no
// shortcut. An inline <head> script takes, until Docusaurus marks <html data-has-hydrated="true">:
// - Ctrl+K / ⌘K and `/` (outside a text field): the search button;
// - a click or tap on a button or tab (a disabled button gets no click, so its pointerup counts);
// it holds the last one (the page's own handlers do not see it), marks it `data-pending-input`
// (styles.css: it looks pressed), and once the page has hydrated clicks it: the search modal opens,
// the menu or the theme toggles, once, as if the reader had pressed again. Escape forgets a pending
// shortcut.

export const PLUGIN_NAME = 'early-input';

/** What a click or tap is kept for before hydration. */
export const EARLY_TARGETS = 'button, [role="tab"]';
/** The element the search shortcuts press. */
export const SEARCH_BUTTON = '.DocSearch-Button';
/** Set on the element whose press waits for hydration. */
export const PENDING_ATTRIBUTE = 'data-pending-input';
/** Docusaurus sets it to "true" once the page has hydrated and its handlers are in place. */
export const HYDRATED_ATTRIBUTE = 'data-has-hydrated';

/** The inline <head> script (plain ES5: it runs before any bundle, in every browser). */
export function earlyInputHeadScript(): string {
  return `(function () {
  var root = document.documentElement;
  var pending = null;
  function live() { return root.getAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)}) === 'true'; }
  function release() { if (pending) pending.removeAttribute(${JSON.stringify(PENDING_ATTRIBUTE)}); }
  function hold(element, event) {
    // Held whole: React may already handle it (its handlers are live shortly before Docusaurus marks
    // the page hydrated), and it acts once, when the press is replayed.
    event.preventDefault();
    event.stopPropagation();
    release();
    pending = element;
    element.setAttribute(${JSON.stringify(PENDING_ATTRIBUTE)}, '');
  }
  function target(event) {
    return event.target && event.target.closest ? event.target.closest(${JSON.stringify(EARLY_TARGETS)}) : null;
  }
  function typing(node) {
    return node && (node.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName));
  }
  document.addEventListener('keydown', function (event) {
    if (live() || event.defaultPrevented) return;
    var key = event.key;
    var modifier = event.ctrlKey || event.metaKey;
    if ((modifier && !event.altKey && (key === 'k' || key === 'K')) || (key === '/' && !modifier && !event.altKey && !typing(event.target))) {
      var search = document.querySelector(${JSON.stringify(SEARCH_BUTTON)});
      if (search) hold(search, event);
    } else if (key === 'Escape') {
      release();
      pending = null;
    }
  }, true);
  document.addEventListener('click', function (event) {
    var element = live() ? null : target(event);
    if (element) hold(element, event);
  }, true);
  document.addEventListener('pointerup', function (event) {
    var element = live() ? null : target(event);
    if (element && element.disabled) hold(element, event);
  }, true);
  new MutationObserver(function (records, observer) {
    if (!live()) return;
    observer.disconnect();
    var element = pending;
    release();
    pending = null;
    if (element) setTimeout(function () { if (element.isConnected && !element.disabled) element.click(); }, 0);
  }).observe(root, {attributes: true, attributeFilter: [${JSON.stringify(HYDRATED_ATTRIBUTE)}]});
})();`;
}

export default function earlyInputPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'styles.css')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: earlyInputHeadScript()}]};
    },
  };
}
