// The arrival through a stand-in (build/standIns.ts), in the page's <head>, before anything is painted:
// - on a stand-in (`/0.5/guide/basic/mock`, the page 0.5 lacks, served as its closest page with
//   the notice), the address becomes the closest page's, with `?missing=<the page left>`
//   (`/0.5/api/rstest/?missing=/guide/basic/mock`), so that the app routes to the page it shows;
//   the notice is in the server's HTML, so nothing moves (issue 53: it came after the first paint
//   and pushed the page down 131 px);
// - on such an address served as the page itself (a reload, a link kept), the stand-in is loaded
//   in its place, so the notice is there again, before the first paint.
// Without JavaScript a stand-in is read at its own address, notice and links included.
import {MISSING_PAGE_PARAM} from './versionLinks';

/** The <meta> of a stand-in that holds the address it takes on arrival. */
export const STAND_IN_META = 'docs-versions:stand-in';

/**
 * The stand-in of the page left (`?missing=` value) in the built version: the same path below the
 * built version's root (`/guide/basic/mock` from the current docs is `/0.5/guide/basic/mock` in
 * 0.5); null unless the page left is a path of this site below another version's root. Inlined
 * into the head script as written (no imports, no helpers).
 */
export function standInPathFor(left: string | null, roots: readonly string[], builtRoot: string): string | null {
  if (!left || left.charAt(0) !== '/' || left.charAt(1) === '/' || left.indexOf('\\') !== -1) return null;
  let owner = '';
  for (const root of roots) {
    if ((left.indexOf(root) === 0 || left === root.slice(0, -1)) && root.length > owner.length) owner = root;
  }
  if (!owner || owner === builtRoot) return null;
  return builtRoot + left.slice(owner.length);
}

/** The inline <head> script of a build: its version's root and every version's, in its locale. */
export function arrivalHeadScript(roots: readonly string[], builtRoot: string): string {
  return `(function () {
  try {
    var standIn = document.querySelector('meta[name="${STAND_IN_META}"]');
    if (standIn) {
      history.replaceState(history.state, '', standIn.getAttribute('content'));
      return;
    }
    var target = (${standInPathFor.toString()})(new URLSearchParams(location.search).get(${JSON.stringify(MISSING_PAGE_PARAM)}), ${JSON.stringify(roots)}, ${JSON.stringify(builtRoot)});
    if (target && target !== location.pathname) {
      document.documentElement.style.visibility = 'hidden';
      location.replace(target);
    }
  } catch (error) {}
})();`;
}
