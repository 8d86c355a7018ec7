// The Rstack tools shown by the ecosystem menu and the landing block (spec 2 "Ecosystem menu and
// landing block", 3 "Tool entry"): the entry types and the tools' logos, shared by menu.ts (the
// navbar menu) and landing.ts (the home page's cards). The two lists are apart so that each ships
// only with what renders it: the menu's with the menu's lazily loaded content, the cards' with the
// home page. Names, URLs and logo URLs are the tools' own; the descriptions are ours. Logos are
// external URLs: a page renders without them (EcosystemLogo shows a placeholder).

/** One entry of the menu or one landing card (spec 3 "Tool entry"). */
export type ToolEntry = {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  /** Image URL of the logo. */
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

/** The tools' logos. */
export const TOOL_LOGOS = {
  rspack: 'https://assets.rspack.rs/rspack/rspack-logo.svg',
  rsbuild: 'https://assets.rspack.rs/rsbuild/rsbuild-logo.svg',
  rspress: 'https://assets.rspack.rs/rspress/rspress-logo-480x480.png',
  rslib: 'https://assets.rspack.rs/rslib/rslib-logo.svg',
  rsdoctor: 'https://assets.rspack.rs/rsdoctor/rsdoctor-logo-480x480.png',
  rstest: 'https://assets.rspack.rs/rstest/rstest-logo.svg',
  rslint: 'https://assets.rspack.rs/rslint/rslint-logo.svg',
  awesome: 'https://assets.rspack.rs/others/assets/awesome-rspack.png',
} as const;
