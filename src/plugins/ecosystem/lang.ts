// Which language the ecosystem menu and landing block speak (spec 2 "Ecosystem menu and landing
// block"), and the fields of a tool entry in that language.
import type {LinkGroup, ToolEntry} from './data/tools';

export type EcosystemLang = 'zh' | 'en';

/**
 * The caller's `lang` when given; otherwise Chinese when the current path contains `zh`, else
 * English. Without a window (server rendering) there is no current path: English.
 */
export function resolveLang(lang: EcosystemLang | undefined, pathname: string | undefined): EcosystemLang {
  if (lang) return lang;
  if (pathname === undefined) return 'en';
  return pathname.includes('zh') ? 'zh' : 'en';
}

/** The current path of the browser window, or undefined when there is no window. */
export function currentPathname(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.pathname;
}

/** The description in `lang`: the English one when it exists, else the Chinese one. */
export function entryDesc(entry: ToolEntry, lang: EcosystemLang): string {
  return lang === 'en' && entry.descEn ? entry.descEn : entry.desc;
}

/** The link in `lang`: the English site when one is given, else `url`. */
export function entryUrl(entry: ToolEntry, lang: EcosystemLang): string {
  return lang === 'en' && entry.urlEn ? entry.urlEn : entry.url;
}

/** A group's title in `lang`. */
export function groupTitle(group: LinkGroup, lang: EcosystemLang): string {
  return lang === 'en' && group.titleEn ? group.titleEn : group.title;
}
