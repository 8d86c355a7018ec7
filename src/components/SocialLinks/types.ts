// The data contract of the `custom-socialLinks` navbar item (spec §2 "Top navigation bar", §3 "Social link").

/** A built-in icon (drawn from a local inline SVG), or any other icon given as its SVG markup. */
export type SocialIcon = 'github' | 'x' | 'discord' | {svg: string};

/**
 * What `content` is:
 * - `link`: the URL the icon opens in a new tab;
 * - `text`: text shown in a tooltip on hover or focus of the icon;
 * - `img`: the URL of an image (a QR code, say) shown in a popup;
 * - `dom`: HTML shown in a popup.
 */
export type SocialLinkMode = 'link' | 'text' | 'img' | 'dom';

export type SocialLink = {
  icon: SocialIcon;
  mode: SocialLinkMode;
  content: string;
  /** The accessible name of the icon; a built-in icon defaults to its brand name. */
  ariaLabel?: string;
};

/** The navbar item, as written in `themeConfig.navbar.items` of docusaurus.config.ts. */
export type SocialLinksNavbarItemConfig = {
  type: 'custom-socialLinks';
  position: 'left' | 'right';
  links: SocialLink[];
};
