// The spec's layout breakpoints (spec 2 "Mobile behaviour", 9). Docusaurus switches at 996 px;
// the media queries in src/css/custom.css move the switches to the spec's widths:
// hamburger below 768 px; the doc sidebar as a menu at 960 px or less, 1280 px or less on
// pages with an outline (tests/e2e/responsive.spec.ts checks them at each width).

/** Below this width the navbar collapses into the hamburger menu; at or above it the menu closes. */
export const MOBILE_BREAKPOINT_PX = 768;

/** At this width or less the doc sidebar is a menu (on pages without an outline). */
export const SIDEBAR_MENU_MAX_WIDTH_PX = 960;

