// Page paths below a docs version's root, as the version switcher, the banner and the stand-ins
// (build/standIns.ts) read them. Pure and browser-safe.

/** A page path below its version's root: `/zh/0.5/config/test/pool` under `/zh/0.5/` is `config/test/pool`; null outside it. */
export function pathBelow(root: string, pathname: string): string | null {
  const base = root.endsWith('/') ? root : `${root}/`;
  if (pathname === base.slice(0, -1)) return '';
  return pathname.startsWith(base) ? pathname.slice(base.length) : null;
}
