// Replaces @docusaurus/theme-classic 3.10.2's DocItem/TOC/Mobile (the stock mobile outline, a collapsible
// above the content) with nothing: the doc menu bar (src/components/DocMenuBar) holds the outline toggle.
import type {ReactNode} from 'react';

export default function DocItemTOCMobile(): ReactNode {
  return null;
}
