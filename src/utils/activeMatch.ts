/**
 * A pathname as the default locale spells it: the current locale's base URL (`/zh/`) becomes `/`, so one
 * `activeMatch` expression (`^/guide/`) serves every locale.
 */
export function toDefaultLocalePath(pathname: string, localeBaseUrl: string): string {
  if (localeBaseUrl === '/' || !localeBaseUrl.startsWith('/')) return pathname;
  const base = localeBaseUrl.endsWith('/') ? localeBaseUrl : `${localeBaseUrl}/`;
  if (pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  if (pathname === base.slice(0, -1)) return '/';
  return pathname;
}

/** Whether a navbar item with this `activeMatch` (a regular expression source) is active at the pathname. */
export function isActiveMatch(activeMatch: string, pathname: string, localeBaseUrl: string): boolean {
  return new RegExp(activeMatch).test(toDefaultLocalePath(pathname, localeBaseUrl));
}
