import {useEffect, useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsData} from '@docusaurus/plugin-content-docs/client';
import {resolveNotFoundPath, versionSegments, type NotFoundPath} from './notFoundPath';

/**
 * The 404 page's reading of the requested path (see ./notFoundPath.ts), and its one side effect:
 * a path with a redundant language prefix (`/zh/zh/guide/start/`) is replaced by the cleaned one
 * (`/zh/guide/start/`), keeping its query and hash. The replacement is a full page load, so the
 * server answers the cleaned path (a page, a file, or a 404 in the right locale), and it replaces
 * the history entry, so Back does not return to the broken URL.
 */
export default function useNotFoundPath(): NotFoundPath {
  const {
    siteConfig: {baseUrl},
    i18n: {defaultLocale, locales},
  } = useDocusaurusContext();
  const docs = useDocsData(undefined);
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const versions = useMemo(() => versionSegments(docs.path, docs.versions), [docs]);
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
  return notFound;
}
