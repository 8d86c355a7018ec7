/**
 * `themeConfig.enableContentAnimation` (spec section 3, theme config): fade and slide the doc
 * content in when the reader moves to another page. Off unless the site turns it on, as in
 * Rspress: motion is opt-in, and readers who ask for reduced motion never get it (CSS).
 */
export type ContentAnimationThemeConfig = {
  enableContentAnimation?: boolean;
};

export const CONTENT_ANIMATION_DEFAULT = false;

export function isContentAnimationEnabled(themeConfig: Readonly<Record<string, unknown>>): boolean {
  const value = themeConfig.enableContentAnimation;
  return typeof value === 'boolean' ? value : CONTENT_ANIMATION_DEFAULT;
}
