// The brand face's names, shared by the plugin's head script (index.ts) and its client module.

/** The attribute fonts.css switches the text's face on. */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';
/** Set in localStorage once this browser has loaded the face. */
export const BRAND_FONT_STORAGE_KEY = 'site-brand-font';
export const BRAND_FONT_LOADED = 'loaded';
