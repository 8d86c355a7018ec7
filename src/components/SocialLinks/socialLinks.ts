import type {SocialLink} from './types';

/** At most this many social links are shown inline in the navbar; the rest go into the "more" popup (spec §9). */
export const MAX_INLINE_SOCIAL_LINKS = 5;

/** Splits the links into the ones shown inline and the ones behind the "more" button, keeping their order. */
export function splitSocialLinks<T>(links: readonly T[], maxInline: number = MAX_INLINE_SOCIAL_LINKS): {inline: T[]; more: T[]} {
  return {inline: links.slice(0, maxInline), more: links.slice(maxInline)};
}

/** Brand names of the built-in icons: the accessible name of an icon link unless the link sets `ariaLabel`. */
export const BUILT_IN_ICON_NAMES = {
  github: 'GitHub',
  x: 'X',
  discord: 'Discord',
} as const;

/** The accessible name of a link: its `ariaLabel`, else the built-in icon's brand name, else undefined. */
export function socialLinkName(link: SocialLink): string | undefined {
  if (link.ariaLabel) return link.ariaLabel;
  return typeof link.icon === 'string' ? BUILT_IN_ICON_NAMES[link.icon] : undefined;
}
