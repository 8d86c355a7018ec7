/**
 * @jest-environment node
 */
import {decideLocaleRedirect, type LocaleRedirectInput} from '@site/src/plugins/locale-redirect/decideLocaleRedirect';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';

/** A first visit by a Chinese-language desktop browser to the English Guide. */
const firstChineseVisit: LocaleRedirectInput = {
  pathname: '/guide/start/',
  languages: ['zh-CN', 'zh', 'en'],
  userAgent: CHROME,
  stored: null,
  setting: 'auto',
};

const decide = (changes: Partial<LocaleRedirectInput>) => decideLocaleRedirect({...firstChineseVisit, ...changes});

describe('decideLocaleRedirect', () => {
  it('sends a Chinese-language browser from an English page to the same page under /zh/, and remembers it', () => {
    expect(decide({})).toEqual({redirectTo: '/zh/guide/start/', remember: 'zh'});
    expect(decide({pathname: '/'})).toEqual({redirectTo: '/zh/', remember: 'zh'});
    expect(decide({pathname: '/config/test/root'})).toEqual({redirectTo: '/zh/config/test/root', remember: 'zh'});
  });

  it.each([['zh'], ['zh-CN'], ['zh-TW'], ['zh-Hans-CN'], ['ZH-cn']])('treats %s as Chinese', (language) => {
    expect(decide({languages: [language]}).redirectTo).toBe('/zh/guide/start/');
  });

  it('only looks at the first language', () => {
    expect(decide({languages: ['en-US', 'zh-CN']})).toEqual({redirectTo: null, remember: 'en'});
    expect(decide({languages: ['ja', 'zh']})).toEqual({redirectTo: null, remember: 'en'});
    expect(decide({languages: []})).toEqual({redirectTo: null, remember: 'en'});
  });

  it('keeps other browsers on the English site and remembers that', () => {
    expect(decide({languages: ['en-US']})).toEqual({redirectTo: null, remember: 'en'});
  });

  it('happens once per browser: a stored decision keeps the visitor where they are', () => {
    expect(decide({stored: 'zh'})).toEqual({redirectTo: null, remember: null});
    expect(decide({stored: 'en'})).toEqual({redirectTo: null, remember: null});
  });

  it.each([[''], ['true'], ['EN'], ['{"locale":"zh"}'], ['<script>']])(
    'decides afresh over a foreign stored value %j, and overwrites it',
    (stored) => {
      expect(decide({stored})).toEqual({redirectTo: '/zh/guide/start/', remember: 'zh'});
      expect(decide({stored, languages: ['en']})).toEqual({redirectTo: null, remember: 'en'});
    },
  );

  it('never redirects from a Chinese page (no loop) and counts landing there as the decision', () => {
    expect(decide({pathname: '/zh/guide/start/'})).toEqual({redirectTo: null, remember: 'zh'});
    expect(decide({pathname: '/zh/'})).toEqual({redirectTo: null, remember: 'zh'});
    expect(decide({pathname: '/zh'})).toEqual({redirectTo: null, remember: 'zh'});
    expect(decide({pathname: '/zh/', languages: ['en-US']})).toEqual({redirectTo: null, remember: 'zh'});
  });

  it('does not take a path that merely starts with "zh" for the Chinese site', () => {
    expect(decide({pathname: '/zhuyin/'}).redirectTo).toBe('/zh/zhuyin/');
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Some-Crawler/1.0',
  ])('never redirects or stores for the bot %s', (userAgent) => {
    expect(decide({userAgent})).toEqual({redirectTo: null, remember: null});
  });

  it('never redirects or stores when the setting is never', () => {
    expect(decide({setting: 'never'})).toEqual({redirectTo: null, remember: null});
  });
});
