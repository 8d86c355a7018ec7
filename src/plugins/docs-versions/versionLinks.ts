// Where the version switcher and a frozen version's banner lead (pure, tested without React): on a
// doc page, for each docs version, that page in the version when it has it too, else the version's
// home; off the docs (a home page, search, 404), each version's home.
// The versions are separate builds (maintainers/architecture.md "Versions"): the built one knows its own pages, and of
// the others, which of its pages each one has (sharedPages.ts).
import {hasBit, pathBelow} from './sharedPages';
import type {SiteDocsVersions} from './versions';

export type VersionLink = {
  name: string;
  label: string;
  /** The target: a path on this site, with the query and hash of the page being read when it is the same page. */
  href: string;
  /** The version this build holds (a link within the app); the others are full page loads. */
  isBuilt: boolean;
};

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
  const suffix = `${location.search}${location.hash}`;
  return data.versions.map(({name, label, root, shared}) => {
    if (name === data.built) return {name, label, href: page === null ? root : `${location.pathname}${suffix}`, isBuilt: true};
    const samePage = index >= 0 && shared !== undefined && hasBit(shared, index);
    return {name, label, href: samePage ? `${root}${page}${suffix}` : root, isBuilt: false};
  });
}
