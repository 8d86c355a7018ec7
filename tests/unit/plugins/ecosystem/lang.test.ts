/**
 * @jest-environment node
 */
import {currentPathname, entryDesc, entryUrl, groupTitle, resolveLang} from '@site/src/plugins/ecosystem/lang';
import type {ToolEntry} from '@site/src/plugins/ecosystem/data/tools';

// Spec 2: the caller's language; otherwise Chinese when the path contains 'zh', else English;
// English when there is no window. English-specific fields win in English.
describe('resolveLang', () => {
  it('uses the caller’s language whatever the path', () => {
    expect(resolveLang('zh', '/guide/start/')).toBe('zh');
    expect(resolveLang('en', '/zh/guide/start/')).toBe('en');
    expect(resolveLang('zh', undefined)).toBe('zh');
  });

  it.each([
    ['/zh/', 'zh'],
    ['/zh/guide/start/quick-start', 'zh'],
    ['/zh', 'zh'],
    ['/', 'en'],
    ['/guide/start/', 'en'],
    ['/config/test/testEnvironment', 'en'],
  ])('reads %s as %s', (pathname, lang) => {
    expect(resolveLang(undefined, pathname)).toBe(lang);
  });

  it('is English without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(currentPathname()).toBeUndefined();
    expect(resolveLang(undefined, currentPathname())).toBe('en');
  });
});

describe('entry fields by language', () => {
  const entry: ToolEntry = {name: 'Tool', desc: '工具', descEn: 'Tool', logo: '/img/t.svg', url: 'https://tool.rs/zh/', urlEn: 'https://tool.rs/'};

  it('uses descEn and urlEn in English', () => {
    expect(entryDesc(entry, 'en')).toBe('Tool');
    expect(entryUrl(entry, 'en')).toBe('https://tool.rs/');
  });

  it('uses desc and url in Chinese', () => {
    expect(entryDesc(entry, 'zh')).toBe('工具');
    expect(entryUrl(entry, 'zh')).toBe('https://tool.rs/zh/');
  });

  it('falls back to url and desc in English when there is no English field', () => {
    const chineseOnly = {...entry, descEn: '', urlEn: undefined};
    expect(entryDesc(chineseOnly, 'en')).toBe('工具');
    expect(entryUrl(chineseOnly, 'en')).toBe('https://tool.rs/zh/');
  });

  it('titles a group by language', () => {
    const group = {title: '工具', titleEn: 'Tools', links: [entry]};
    expect(groupTitle(group, 'en')).toBe('Tools');
    expect(groupTitle(group, 'zh')).toBe('工具');
  });
});
