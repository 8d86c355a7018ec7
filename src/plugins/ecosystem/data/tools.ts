// The Rstack tools shown by the ecosystem menu and the landing block (spec 2 "Ecosystem menu and
// landing block", 3 "Tool entry"): the entry types and the tools' logos, shared by menu.ts (the
// navbar menu) and landing.ts (the home page's cards). The two lists are apart so that each ships
// only with what renders it: the menu's with the menu's lazily loaded content, the cards' with the
// home page. Names and URLs are the tools' own; the descriptions and the logos are ours: simple
// marks drawn for this site and served with it (static/img/ecosystem/), so that no page asks
// another host for an image and the logos show offline.

/** One entry of the menu or one landing card (spec 3 "Tool entry"). */
export type ToolEntry = {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  /** The logo: a path of the site's own static files (`/img/...`), resolved against the base URL. */
  logo: string;
  /** Scale applied to the logo image, for logos drawn with less padding. */
  logoScale?: number;
  url: string;
  /** The English site, when it differs from `url`. */
  urlEn?: string;
  /** The address shown on a landing card (landing cards only). */
  urlText?: string;
};

/** A titled list of entries in the menu; an empty title renders no heading (spec 3 "Link group"). */
export type LinkGroup = {
  title: string;
  titleEn: string;
  links: ToolEntry[];
};

/** The tools' logos, files of static/ (Rstest's is the site's own logo). */
export const TOOL_LOGOS = {
  rspack: '/img/ecosystem/rspack.svg',
  rsbuild: '/img/ecosystem/rsbuild.svg',
  rspress: '/img/ecosystem/rspress.svg',
  rslib: '/img/ecosystem/rslib.svg',
  rsdoctor: '/img/ecosystem/rsdoctor.svg',
  rstest: '/img/logo.svg',
  rslint: '/img/ecosystem/rslint.svg',
  awesome: '/img/ecosystem/awesome-rstack.svg',
} as const;
