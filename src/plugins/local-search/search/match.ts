// How a query term matches an indexed term: exactly, as a prefix, or (words of 5+ letters)
// with one typo: one letter added, missing, replaced, or two neighbours swapped.

export const TYPO_MIN_LENGTH = 5;

export type MatchKind = 'exact' | 'prefix' | 'typo';

/** True when `a` and `b` are at most one edit apart (Damerau: a swap of neighbours is one edit). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    // One replacement, or one swap of neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One insertion or deletion.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** How `term` (indexed) answers `query` (a query term), or null. */
export function matchKind(query: string, term: string, cjk: boolean): MatchKind | null {
  if (term === query) return 'exact';
  if (term.startsWith(query)) return cjk && query.length > 1 ? null : 'prefix';
  if (!cjk && query.length >= TYPO_MIN_LENGTH && withinOneEdit(query, term)) return 'typo';
  return null;
}
