/**
 * The locale redirect decision (spec 2 "Locale redirect"): once per browser, a visitor whose
 * browser language is Chinese and who lands on an English page goes to the same page under
 * `/zh/`. Never for bots, never when the setting is `never`, and never again once a decision is
 * stored: coming back later, or choosing English with the language switcher, is respected.
 */

export type LocaleRedirectSetting = 'auto' | 'never';

export type LocaleRedirectInput = {
  /** `location.pathname` of the page the visitor landed on. */
  pathname: string;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
  userAgent: string;
  /**
   * The decision stored in this browser by an earlier visit, or null when there is none. Only `en`
   * and `zh` count: any other value (corrupted, written by something else) is decided afresh and
   * overwritten.
   */
  stored: string | null;
  setting: LocaleRedirectSetting;
};

export type LocaleRedirectDecision = {
  /** The path to go to instead of `pathname`, or null to stay. */
  redirectTo: string | null;
  /** What to store so the browser never gets a decision again (the locale it ends on), or null to store nothing. */
  remember: 'en' | 'zh' | null;
};

/**
 * Self-contained on purpose: it refers to nothing outside its body, because the plugin inlines
 * its source in the `<head>` script that redirects before the first paint. Keep it so (no
 * imports, no module-level constants, no spread or `for…of` that a compiler could turn into
 * helper calls).
 */
export function decideLocaleRedirect({
  pathname,
  languages,
  userAgent,
  stored,
  setting,
}: LocaleRedirectInput): LocaleRedirectDecision {
  /** Crawlers, link previews and headless browsers keep the page they asked for. */
  const BOT_USER_AGENT = /bot|crawler|crawling|spider|slurp|headless|lighthouse|prerender|preview/i;
  /** A browser whose first language is any Chinese (`zh`, `zh-CN`, `zh-TW`…). */
  const CHINESE_LANGUAGE = /^zh/i;
  /** The Chinese site's path prefix; the English site is at the root. */
  const CHINESE_PREFIX = '/zh';

  const stay: LocaleRedirectDecision = {redirectTo: null, remember: null};
  const decided = stored === 'en' || stored === 'zh';
  if (setting === 'never' || BOT_USER_AGENT.test(userAgent) || decided) {
    return stay;
  }
  // Landing on the Chinese site is a decision too: it is never redirected, and the visitor is not
  // redirected later either.
  if (pathname === CHINESE_PREFIX || pathname.indexOf(CHINESE_PREFIX + '/') === 0) {
    return {redirectTo: null, remember: 'zh'};
  }
  if (CHINESE_LANGUAGE.test(languages[0] || '')) {
    return {redirectTo: CHINESE_PREFIX + pathname, remember: 'zh'};
  }
  return {redirectTo: null, remember: 'en'};
}
