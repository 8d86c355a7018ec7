// The props the plugin (index.ts, Node side) gives the page (theme/VersionHome, browser side).

export type VersionHomeProps = {
  /** The frozen version (`0.5`) and its label. */
  version: {name: string; label: string};
  /** The version readers get by default: its label (`0.12`) and home path in the locale (`/`, `/zh/`). */
  latest: {label: string; path: string};
  /** The version's quick start. */
  quickStart: string;
  /** The first page of each section (sidebar) of the version, in navbar order. */
  sections: {sidebarId: string; permalink: string}[];
};
