// Which pages of the version being read another docs version has too, as the docs-versions global
// data carries it (versions.ts writes it at build time, the version switcher and the
// banner read it in the browser): one bit per page of the built version, in the sorted order of the
// page paths below the version's root (`config/test/pool`, `guide/start/`), as base64. About 20
// bytes per version, whatever the number of pages, instead of a list of paths in every page's
// first load. Pure and browser-safe (btoa/atob, which Node has too).

/** A set of positions as base64 bits: bit `i` of byte `i >> 3` (most significant first) is position `i`. */
export function encodeBits(positions: readonly boolean[]): string {
  const bytes = new Array<number>(Math.ceil(positions.length / 8)).fill(0);
  positions.forEach((set, index) => {
    if (set) bytes[index >> 3] |= 0x80 >> (index & 7);
  });
  return btoa(String.fromCharCode(...bytes));
}

/** Whether position `index` is set in bits written by encodeBits. */
export function hasBit(bits: string, index: number): boolean {
  const byte = atob(bits).charCodeAt(index >> 3);
  return Number.isInteger(index) && index >= 0 && ((byte || 0) & (0x80 >> (index & 7))) !== 0;
}

/** A page path below its version's root: `/zh/0.5/config/test/pool` under `/zh/0.5/` is `config/test/pool`; null outside it. */
export function pathBelow(root: string, pathname: string): string | null {
  const base = root.endsWith('/') ? root : `${root}/`;
  if (pathname === base.slice(0, -1)) return '';
  return pathname.startsWith(base) ? pathname.slice(base.length) : null;
}
