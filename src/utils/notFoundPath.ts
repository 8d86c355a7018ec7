/**
 * What the 404 page reads from the requested path (spec 2, "Unknown paths"): the language and
 * docs version of the reader, the home page to send them to, and the path without a redundant
 * language prefix. Pure, so it is tested without React (tests/unit/notFoundPath.test.ts).
 */

export type NotFoundPathOptions = {
  /** The locale served at the root, without a prefix (`en`). */
  defaultLocale: string;
  /** Every locale of the site; the others are served under `/<locale>/`. */
  locales: readonly string[];
  /** URL segments of the docs versions that have one; the default version (the current one) has none. */
  versions?: readonly string[];
};

export type NotFoundPath = {
  /** The locale read from the path: its first segment when it names another locale, else the default. */
  lang: string;
  /** The version segment read from the path (after the locale prefix, if any), or null for the default version. */
  version: string | null;
  /** The home page of that locale and version: a prefix only for what differs from the defaults. */
  home: string;
  /** The requested path without its redundant language prefix, or null when it has none. */
  cleanedPath: string | null;
};

/**
 * Drops the language prefixes that add nothing: the default locale's (`/en/guide/` is `/guide/`,
 * the default locale has no prefix) and a repeated one (`/zh/zh/guide/` is `/zh/guide/`).
 * The trailing slash, if any, is kept.
 */
export function removeRedundantLanguagePrefix(
  pathname: string,
  {defaultLocale, locales}: Pick<NotFoundPathOptions, 'defaultLocale' | 'locales'>,
): string {
  // ['', 'zh', 'zh', 'guide', ''] for '/zh/zh/guide/'
  const parts = pathname.split('/');
  for (;;) {
    const [first, second] = [parts[1], parts[2]];
    if (first === defaultLocale) {
      parts.splice(1, 1);
    } else if (first !== undefined && locales.includes(first) && second === first) {
      parts.splice(1, 1);
    } else {
      break;
    }
  }
  const cleaned = parts.join('/');
  return cleaned === '' ? '/' : cleaned;
}

/** Reads the language and version from the first two path segments and builds the home link. */
export function resolveNotFoundPath(pathname: string, options: NotFoundPathOptions): NotFoundPath {
  const {defaultLocale, locales, versions = []} = options;
  const cleaned = removeRedundantLanguagePrefix(pathname, options);
  const [first, second] = cleaned.split('/').slice(1, 3);
  const hasLangPrefix = first !== undefined && first !== defaultLocale && locales.includes(first);
  const lang = hasLangPrefix ? first : defaultLocale;
  const versionCandidate = hasLangPrefix ? second : first;
  const version = versionCandidate !== undefined && versions.includes(versionCandidate) ? versionCandidate : null;
  const prefixes = [hasLangPrefix ? lang : null, version].filter((part): part is string => part !== null);
  return {
    lang,
    version,
    home: `/${prefixes.map((part) => `${part}/`).join('')}`,
    cleanedPath: cleaned === pathname ? null : cleaned,
  };
}

/**
 * The URL segments of the docs versions that have one, from the docs plugin's global data:
 * each version's path relative to the plugin's path (`/zh/0.4` under `/zh/` is `0.4`).
 * The default version's path is the plugin's own, so it yields no segment.
 */
export function versionSegments(docsPath: string, versions: readonly {path: string}[]): string[] {
  const base = docsPath.endsWith('/') ? docsPath : `${docsPath}/`;
  return versions
    .filter((version) => version.path.startsWith(base))
    .map((version) => version.path.slice(base.length).replace(/\/+$/, ''))
    .filter((segment) => segment !== '' && !segment.includes('/'));
}
