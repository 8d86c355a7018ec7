// The `custom-ecosystem` navbar item as written in `themeConfig.navbar.items` of docusaurus.config.ts.
import type {EcosystemLang} from './lang';
import type {PopoverTrigger} from './usePopover';

export type EcosystemNavbarItemConfig = {
  type: 'custom-ecosystem';
  position: 'left' | 'right';
  /** What opens the popover: `hover` (default) or `click`. */
  trigger?: PopoverTrigger;
  /** Fixes the language of the entries; by default it follows the current path. */
  lang?: EcosystemLang;
};
