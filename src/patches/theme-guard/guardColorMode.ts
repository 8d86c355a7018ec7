/**
 * Repairs the colour mode Docusaurus's inline script has just applied. That script copies the stored
 * `theme` value (or `?docusaurus-theme=`) into `<html data-theme>` as it is, so a corrupted or
 * foreign value (`purple`, `{"mode":"dark"}`) leaves the page with a theme no style matches, and
 * stays stored. This removes such a stored value and puts the default choice on `<html>`.
 */

export type ColorModeGuardInput = {
  /** The stored theme choice (`localStorage.theme`), or null when there is none. */
  stored: string | null;
  /** `<html data-theme>` as Docusaurus's script set it. */
  applied: string | null;
  /** The mode to show instead of an invalid one: the system's when the site follows it, else the default. */
  fallback: 'light' | 'dark';
};

export type ColorModeGuardDecision = {
  /** True when the stored value is not a theme and must be removed. */
  removeStored: boolean;
  /** `data-theme` and `data-theme-choice` to set on `<html>`, or null to leave them. */
  attributes: {theme: 'light' | 'dark'; choice: string} | null;
};

/**
 * Self-contained on purpose: the plugin inlines its source in a script that runs right after
 * Docusaurus's colour-mode script, before the first paint. Keep it so (no imports, no module-level
 * constants, no spread or `for…of` that a compiler could turn into helper calls).
 */
export function guardColorMode({stored, applied, fallback}: ColorModeGuardInput): ColorModeGuardDecision {
  /** What Docusaurus writes and reads back: anything else is not a theme. */
  const MODES = ['light', 'dark'];
  /** `data-theme-choice` when the reader has made no choice. */
  const SYSTEM_CHOICE = 'system';

  const removeStored = stored !== null && MODES.indexOf(stored) === -1;
  const attributes = MODES.indexOf(applied || '') === -1 ? {theme: fallback, choice: SYSTEM_CHOICE} : null;
  return {removeStored, attributes};
}
