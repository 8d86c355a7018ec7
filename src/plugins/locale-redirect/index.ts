import type {LoadContext, OptionValidationContext, Plugin, SiteStorage} from '@docusaurus/types';
import {decideLocaleRedirect, type LocaleRedirectSetting} from './decideLocaleRedirect';

// Locale redirect (spec 2, 9): once per browser, a Chinese-language visitor landing on an English
// page is sent to the same page under /zh/, by an inline <head> script that runs before the first
// paint. The decision is decideLocaleRedirect.ts; this file turns it into that script.

export const PLUGIN_NAME = 'locale-redirect';

/** Storage key (plus the site's storage namespace) of the decision, so it is made once per browser. */
export const STORAGE_KEY = 'localeRedirect';

const SETTINGS: readonly LocaleRedirectSetting[] = ['auto', 'never'];
const DEFAULT_SETTING: LocaleRedirectSetting = 'auto';

export type PluginOptions = {
  id: string;
  /** `auto` (default): redirect once per browser by its language; `never`: never redirect. */
  localeRedirect: LocaleRedirectSetting;
};

export type Options = Partial<PluginOptions>;

export function validateOptions({options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  const localeRedirect = options?.localeRedirect ?? DEFAULT_SETTING;
  if (!SETTINGS.includes(localeRedirect)) {
    throw new Error(
      `[${PLUGIN_NAME}] localeRedirect must be one of ${SETTINGS.map((setting) => `'${setting}'`).join(', ')}; got ${JSON.stringify(localeRedirect)}.`,
    );
  }
  return {id: options?.id ?? 'default', localeRedirect};
}

/** The inline <head> script: reads the browser's state, decides, stores the decision, redirects. */
export function localeRedirectHeadScript(setting: LocaleRedirectSetting, siteStorage: SiteStorage): string {
  const key = `${STORAGE_KEY}${siteStorage.namespace}`;
  return `(function () {
  try {
    var storage = window[${JSON.stringify(siteStorage.type)}];
    var navigator = window.navigator;
    var decision = (${decideLocaleRedirect.toString()})({
      pathname: window.location.pathname,
      languages: navigator.languages && navigator.languages.length > 0 ? navigator.languages : [navigator.language || ''],
      userAgent: navigator.userAgent || '',
      stored: storage.getItem(${JSON.stringify(key)}),
      setting: ${JSON.stringify(setting)}
    });
    // Stored first: without storage the visitor would be redirected on every English page, so a
    // browser that cannot store the decision is not redirected at all.
    if (decision.remember) {
      storage.setItem(${JSON.stringify(key)}, decision.remember);
    }
    if (decision.redirectTo) {
      window.location.replace(decision.redirectTo + window.location.search + window.location.hash);
    }
  } catch (error) {}
})();`;
}

export default function localeRedirectPlugin(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: localeRedirectHeadScript(options.localeRedirect, context.siteStorage)}]};
    },
  };
}
