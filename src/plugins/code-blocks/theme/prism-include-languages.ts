// Replaces theme-classic's prism-include-languages (a module "meant to be ejected"), which loads
// themeConfig.prism.additionalLanguages into the browser's Prism and, even for none, bundled Prism's
// component loader and its list of every language (8 KB gzip on every page). The browser highlights
// nothing: the build does (../highlight.ts).
export default function prismIncludeLanguages(): void {}
