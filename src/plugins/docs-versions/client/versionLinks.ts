// Where the version switcher and a frozen version's banner lead (pure, tested without React): on a
// doc page, for each docs version, that page in the version when it has it too, else the closest
// page that version has (the one of this version's pages it shares whose path has the most leading
// segments in common), marked with `?missing=<the page left>` so that the page says so on arrival
// (theme/MissingPageNotice) and its own switcher leads back to the page left; off the docs (a home
// page, search, 404), each version's home.
// The versions are separate builds (maintainers/architecture.md "Versions"): the built one knows its own pages, and of
// the others, which of its pages each one has (sharedPages.ts).
import {hasBit, pathBelow} from '../sharedPages';
import type {SiteDocsVersions} from '../versions';

/** The query parameter of a switch to a version that lacks the page: the path of the page left. */
export const MISSING_PAGE_PARAM = 'missing';

export type VersionLink = {
  name: string;
  label: string;
  /** The target: a path on this site, with the query and hash of the page being read when it is the same page. */
  href: string;
  /** The version this build holds (a link within the app); the others are full page loads. */
  isBuilt: boolean;
};

type Versions = SiteDocsVersions['versions'];

/** The leading path segments two pages below a version root have in common (`guide/basic/mock`, `guide/basic/cli`: 2). */
function commonSegments(a: string, b: string): number {
  const left = a.split('/').filter(Boolean);
  const right = b.split('/').filter(Boolean);
  let count = 0;
  while (count < left.length && count < right.length && left[count] === right[count]) count += 1;
  return count;
}

/**
 * The page of another version closest to `page`: of the built version's pages it has too, the one
 * with the most leading segments in common (the first in `ownPages` order on a tie); null when none
 * shares even the first segment (the version's home is then the closest).
 */
export function closestSharedPage(page: string, ownPages: readonly string[], shared: string): string | null {
  let best: string | null = null;
  let bestScore = 0;
  ownPages.forEach((candidate, index) => {
    if (!hasBit(shared, index)) return;
    const score = commonSegments(page, candidate);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  });
  return best;
}

/**
 * The page left that a `?missing=` parameter names, and the version it belongs to: a path on this
 * site (never another host), below the root of a version other than the built one; null otherwise.
 */
export function missingPageOrigin(search: string, versions: Versions, built: string): {path: string; version: Versions[number]} | null {
  const value = new URLSearchParams(search).get(MISSING_PAGE_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // The version with the longest root the path is below (`/0.5/…` is 0.5's, not the current docs').
  const owner = [...versions]
    .filter((version) => pathBelow(version.root, value) !== null)
    .sort((a, b) => b.root.length - a.root.length)[0];
  return owner && owner.name !== built ? {path: value, version: owner} : null;
}

/** The query string without the `missing` parameter, which belongs to the arrival only. */
function withoutMissing(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(MISSING_PAGE_PARAM)) return search;
  params.delete(MISSING_PAGE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function versionLinks({
  data,
  ownPages,
  activeDocPath,
  location,
}: {
  data: SiteDocsVersions;
  /** The built version's pages below its root, sorted (docPagePaths' order). */
  ownPages: readonly string[];
  /** The doc being read, in the built version; undefined off the docs (home, search, 404). */
  activeDocPath: string | undefined;
  location: {pathname: string; search: string; hash: string};
}): VersionLink[] {
  const built = data.versions.find((version) => version.name === data.built);
  const page = built && activeDocPath !== undefined ? pathBelow(built.root, activeDocPath) : null;
  const index = page === null ? -1 : ownPages.indexOf(page);
  const suffix = `${withoutMissing(location.search)}${location.hash}`;
  // Arrived here from a page this version lacks: the switcher leads back to that page.
  const origin = index >= 0 ? missingPageOrigin(location.search, data.versions, data.built) : null;
  return data.versions.map(({name, label, root, shared}) => {
    if (name === data.built) return {name, label, href: page === null ? root : `${location.pathname}${suffix}`, isBuilt: true};
    if (origin?.version.name === name) return {name, label, href: origin.path, isBuilt: false};
    if (index < 0 || shared === undefined || page === null) return {name, label, href: root, isBuilt: false};
    if (hasBit(shared, index)) return {name, label, href: `${root}${page}${suffix}`, isBuilt: false};
    const closest = closestSharedPage(page, ownPages, shared);
    // Slashes may stay as they are in a query string (and read better there).
    const missing = `?${MISSING_PAGE_PARAM}=${encodeURIComponent(location.pathname).replaceAll('%2F', '/')}`;
    return {name, label, href: closest === null ? root : `${root}${closest}${missing}`, isBuilt: false};
  });
}
