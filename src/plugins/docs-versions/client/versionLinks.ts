// Where the version switcher and a frozen version's banner lead (pure, tested without React): on a
// doc page, for each docs version, the same page path in that version, which is that version's
// page, or its stand-in when it lacks the page (build/standIns.ts: the closest page it has, saying so);
// off the docs (a home page, search, 404), each version's home. On arrival through a stand-in
// (`?missing=<the page left>`), the other versions lead to the page left, not to the stand-in's page.
// The versions are separate builds (maintainers/architecture.md "Versions"): a link to another one
// is a full page load, and each build only knows its own pages.
import {pathBelow} from '../sharedPages';
import type {SiteDocsVersions} from '../versions';

/** The query parameter of an arrival through a stand-in: the path of the page left. */
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
  activeDocPath,
  location,
}: {
  data: SiteDocsVersions;
  /** The doc being read, in the built version; undefined off the docs (home, search, 404). */
  activeDocPath: string | undefined;
  location: {pathname: string; search: string; hash: string};
}): VersionLink[] {
  const built = data.versions.find((version) => version.name === data.built);
  const page = built && activeDocPath !== undefined ? pathBelow(built.root, activeDocPath) : null;
  const suffix = `${withoutMissing(location.search)}${location.hash}`;
  // Arrived through a stand-in: the page the reader asked for is the one left, in every version.
  const origin = page === null ? null : missingPageOrigin(location.search, data.versions, data.built);
  const asked = origin ? pathBelow(origin.version.root, origin.path) : page;
  return data.versions.map(({name, label, root}) => {
    if (name === data.built) return {name, label, href: page === null ? root : `${location.pathname}${suffix}`, isBuilt: true};
    if (asked === null) return {name, label, href: root, isBuilt: false};
    return {name, label, href: `${root}${asked}${origin ? '' : suffix}`, isBuilt: false};
  });
}
