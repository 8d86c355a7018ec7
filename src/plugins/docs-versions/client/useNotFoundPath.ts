import {useEffect, useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsVersionsData} from './useVersionLinks';
import {resolveNotFoundPath, versionSegments, type NotFoundPath} from '@site/src/utils/notFoundPath';

/**
 * The 404 page's reading of the requested path (see ./notFoundPath.ts), and its one side effect:
 * a path with a redundant language prefix (`/zh/zh/guide/start/`) is replaced by the cleaned one
 * (`/zh/guide/start/`), keeping its query and hash. The replacement is a full page load, so the
 * server answers the cleaned path (a page, a file, or a 404 in the right locale), and it replaces
 * the history entry, so Back does not return to the broken URL.
 */
export default function useNotFoundPath(): NotFoundPath & {inThisBuild: boolean} {
  const {
    siteConfig: {baseUrl},
    i18n: {defaultLocale, locales},
  } = useDocusaurusContext();
  // Every docs version of the site, not only this build's (each version is a build of its own,
  // maintainers/architecture.md "Versions"): the current docs' root is the locale's, the others are below it.
  const {versions: siteVersions} = useDocsVersionsData();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const versions = useMemo(
    () => versionSegments(siteVersions[0]?.root ?? baseUrl, siteVersions.map((version) => ({path: version.root}))),
    [siteVersions, baseUrl],
  );
  // The static 404.html is rendered once per locale, not per requested URL: until hydration is
  // over, read the locale's root so that the server and the first client render agree.
  const pathname = isBrowser ? location.pathname : baseUrl;
  const notFound = resolveNotFoundPath(pathname, {defaultLocale, locales, versions});
  const target = notFound.cleanedPath === null ? null : `${notFound.cleanedPath}${location.search}${location.hash}`;
  useEffect(() => {
    if (target !== null) {
      window.location.replace(target);
    }
  }, [target]);
  // A home in another build (another version or locale, when a host sends one 404 page for every
  // path, or the current docs' beside the e2e fixtures' app) is a full page load; this build's own
  // home is a route of the app.
  const inThisBuild = notFound.home === baseUrl;
  return {...notFound, inThisBuild};
}
