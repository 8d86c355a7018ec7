/**
 * @jest-environment node
 */
import type {LoadContext, Plugin, SiteStorage} from '@docusaurus/types';
import localeRedirectPlugin, {
  STORAGE_KEY,
  localeRedirectHeadScript,
  validateOptions,
  type PluginOptions,
} from '@site/src/plugins/locale-redirect';
import type {LocaleRedirectSetting} from '@site/src/plugins/locale-redirect/decideLocaleRedirect';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const SITE_STORAGE: SiteStorage = {type: 'localStorage', namespace: ''};

type Browser = {
  url: string;
  languages?: string[];
  language?: string;
  userAgent?: string;
  storage?: Map<string, string>;
  storageThrows?: boolean;
};

/** Runs the head script against a fake window; returns where it sent the browser and what it stored. */
function visit(browser: Browser, setting: LocaleRedirectSetting = 'auto', siteStorage = SITE_STORAGE) {
  const url = new URL(browser.url, 'https://rstest.rs');
  const storage = browser.storage ?? new Map<string, string>();
  const replaced: string[] = [];
  const fakeStorage = {
    getItem(key: string) {
      if (browser.storageThrows) throw new Error('SecurityError');
      return storage.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (browser.storageThrows) throw new Error('QuotaExceededError');
      storage.set(key, value);
    },
  };
  const fakeWindow = {
    [siteStorage.type]: fakeStorage,
    navigator: {languages: browser.languages, language: browser.language, userAgent: browser.userAgent ?? CHROME},
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => replaced.push(to),
    },
  };
  new Function('window', localeRedirectHeadScript(setting, siteStorage))(fakeWindow);
  return {replaced, storage};
}

describe('locale-redirect head script', () => {
  it('redirects a first Chinese visit once, keeping the query and hash, and stores the decision', () => {
    const storage = new Map<string, string>();
    expect(visit({url: '/guide/start/?x=1#status', languages: ['zh-CN'], storage}).replaced).toEqual([
      '/zh/guide/start/?x=1#status',
    ]);
    expect(storage.get(STORAGE_KEY)).toBe('zh');
    // Later visits to English pages (or the language switcher's English link) stay English.
    expect(visit({url: '/', languages: ['zh-CN'], storage}).replaced).toEqual([]);
    expect(visit({url: '/guide/start/', languages: ['zh-CN'], storage}).replaced).toEqual([]);
  });

  it('falls back to navigator.language when navigator.languages is missing', () => {
    expect(visit({url: '/api/', language: 'zh-CN'}).replaced).toEqual(['/zh/api/']);
    expect(visit({url: '/api/', languages: [], language: 'zh'}).replaced).toEqual(['/zh/api/']);
  });

  it('keeps an English browser on the English page and stores that', () => {
    const {replaced, storage} = visit({url: '/guide/start/', languages: ['en-US']});
    expect(replaced).toEqual([]);
    expect(storage.get(STORAGE_KEY)).toBe('en');
  });

  it('neither redirects nor stores for a bot', () => {
    const {replaced, storage} = visit({url: '/guide/start/', languages: ['zh-CN'], userAgent: 'Googlebot/2.1'});
    expect(replaced).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('neither redirects nor stores when the setting is never', () => {
    const {replaced, storage} = visit({url: '/guide/start/', languages: ['zh-CN']}, 'never');
    expect(replaced).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('does not redirect a browser that cannot store the decision (it would be redirected every time)', () => {
    expect(visit({url: '/guide/start/', languages: ['zh-CN'], storageThrows: true}).replaced).toEqual([]);
  });

  it('uses the site storage type and namespace', () => {
    const siteStorage: SiteStorage = {type: 'sessionStorage', namespace: '-abc'};
    const {replaced, storage} = visit({url: '/', languages: ['zh']}, 'auto', siteStorage);
    expect(replaced).toEqual(['/zh/']);
    expect([...storage.keys()]).toEqual([`${STORAGE_KEY}-abc`]);
  });
});

describe('locale-redirect plugin', () => {
  const context = {siteStorage: SITE_STORAGE} as LoadContext;

  it('defaults the setting to auto and accepts never', () => {
    const validate = jest.fn();
    expect(validateOptions({validate, options: undefined})).toEqual({id: 'default', localeRedirect: 'auto'});
    expect(validateOptions({validate, options: {}})).toEqual({id: 'default', localeRedirect: 'auto'});
    expect(validateOptions({validate, options: {localeRedirect: 'never'}})).toEqual({
      id: 'default',
      localeRedirect: 'never',
    });
  });

  it('rejects any other setting', () => {
    expect(() =>
      validateOptions({validate: jest.fn(), options: {localeRedirect: 'always' as LocaleRedirectSetting}}),
    ).toThrow(/localeRedirect must be one of 'auto', 'never'; got "always"/);
  });

  it.each(['auto', 'never'] as const)('injects the head script for the setting %s', (setting) => {
    const options: PluginOptions = {id: 'default', localeRedirect: setting};
    const plugin: Plugin = localeRedirectPlugin(context, options);
    expect(plugin.injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [{tagName: 'script', innerHTML: localeRedirectHeadScript(setting, SITE_STORAGE)}],
    });
  });
});
