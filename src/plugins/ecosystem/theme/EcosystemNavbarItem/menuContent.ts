// What the ecosystem menu shows once opened: the desktop panel and the mobile list, with the link
// data they render. One chunk of its own, loaded by useMenuContent on the reader's first intent to
// open the menu, so that it is not part of every page's first load (issue #9).
export {default as EcosystemPanel} from './EcosystemPanel';
export {default as EcosystemMobileList} from './EcosystemMobileList';
