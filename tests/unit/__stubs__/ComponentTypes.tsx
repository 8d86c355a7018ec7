import ThemeOriginal from './ThemeOriginal';

// Stands in for @theme-original/NavbarItem/ComponentTypes: the stock navbar item types.
export default {
  default: ThemeOriginal,
  localeDropdown: ThemeOriginal,
  search: ThemeOriginal,
  dropdown: ThemeOriginal,
  html: ThemeOriginal,
  doc: ThemeOriginal,
  docSidebar: ThemeOriginal,
  docsVersion: ThemeOriginal,
  docsVersionDropdown: ThemeOriginal,
};
