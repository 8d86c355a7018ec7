/** How long switching between light and dark animates (spec 4, 9). Kept in step with custom.css. */
export const THEME_TRANSITION_MS = 400;
// An attribute, not a class: react-helmet rewrites <html class> on every page update.
export const THEME_SWITCHING_ATTRIBUTE = 'data-theme-switching';
