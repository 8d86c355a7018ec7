import {
  removeRedundantLanguagePrefix,
  resolveNotFoundPath,
  versionSegments,
} from '@site/src/utils/notFoundPath';

// The site's locales (docusaurus.config.ts): English at the root, Chinese under /zh/.
const SITE = {defaultLocale: 'en', locales: ['en', 'zh']};
// The same site once older docs versions exist: `0.4` is served at `/0.4/` and `/zh/0.4/`.
const VERSIONED = {...SITE, versions: ['0.4']};

describe('resolveNotFoundPath', () => {
  it('reads Chinese from a /zh/ path and sends the reader to the Chinese home', () => {
    expect(resolveNotFoundPath('/zh/nope', SITE)).toEqual({lang: 'zh', version: null, home: '/zh/', cleanedPath: null});
  });

  it('reads the default locale from an unprefixed path and sends the reader to /', () => {
    expect(resolveNotFoundPath('/nope', SITE)).toEqual({lang: 'en', version: null, home: '/', cleanedPath: null});
  });

  it.each([
    ['/zh', 'zh', '/zh/'],
    ['/zh/', 'zh', '/zh/'],
    ['/zh/guide/start/missing', 'zh', '/zh/'],
    ['/', 'en', '/'],
    ['/404', 'en', '/'],
    ['/zh/404', 'zh', '/zh/'],
    ['/guide/zh/missing', 'en', '/'],
    ['/fr/missing', 'en', '/'],
  ])('%s is in %s, home %s', (pathname, lang, home) => {
    expect(resolveNotFoundPath(pathname, SITE)).toMatchObject({lang, home, cleanedPath: null});
  });

  it('removes a repeated language prefix and keeps the rest of the path', () => {
    expect(resolveNotFoundPath('/zh/zh/guide/x', SITE)).toEqual({
      lang: 'zh',
      version: null,
      home: '/zh/',
      cleanedPath: '/zh/guide/x',
    });
    expect(resolveNotFoundPath('/zh/zh/guide/start/', SITE).cleanedPath).toBe('/zh/guide/start/');
  });

  it('removes the default locale prefix, which the default locale never has', () => {
    expect(resolveNotFoundPath('/en/guide/start/', SITE)).toEqual({
      lang: 'en',
      version: null,
      home: '/',
      cleanedPath: '/guide/start/',
    });
    expect(resolveNotFoundPath('/en', SITE).cleanedPath).toBe('/');
  });

  it('adds the version prefix to the home link only for a version other than the default', () => {
    expect(resolveNotFoundPath('/0.4/nope', VERSIONED)).toEqual({
      lang: 'en',
      version: '0.4',
      home: '/0.4/',
      cleanedPath: null,
    });
    expect(resolveNotFoundPath('/zh/0.4/guide/nope', VERSIONED)).toMatchObject({
      lang: 'zh',
      version: '0.4',
      home: '/zh/0.4/',
    });
    expect(resolveNotFoundPath('/zh/guide/nope', VERSIONED)).toMatchObject({version: null, home: '/zh/'});
  });

  it('reads language and version from the first two segments only', () => {
    expect(resolveNotFoundPath('/guide/0.4/nope', VERSIONED)).toMatchObject({version: null, home: '/'});
    expect(resolveNotFoundPath('/zh/guide/0.4', VERSIONED)).toMatchObject({version: null, home: '/zh/'});
  });

  it('reads language and version once the redundant prefix is gone', () => {
    expect(resolveNotFoundPath('/zh/zh/0.4/nope', VERSIONED)).toEqual({
      lang: 'zh',
      version: '0.4',
      home: '/zh/0.4/',
      cleanedPath: '/zh/0.4/nope',
    });
  });
});

describe('removeRedundantLanguagePrefix', () => {
  it.each([
    ['/zh/zh/zh/guide/x', '/zh/guide/x'],
    ['/en/en/guide/x', '/guide/x'],
    ['/en/zh/guide/x', '/zh/guide/x'],
    ['/zh/zh', '/zh'],
    ['/zh/zh/', '/zh/'],
    ['/en/', '/'],
  ])('%s becomes %s', (pathname, cleaned) => {
    expect(removeRedundantLanguagePrefix(pathname, SITE)).toBe(cleaned);
  });

  it.each(['/', '/zh/', '/zh/guide/x', '/guide/zh/zh', '/zh/en/x', '/english/x', '/zhx/zhx/'])(
    'leaves %s alone',
    (pathname) => {
      expect(removeRedundantLanguagePrefix(pathname, SITE)).toBe(pathname);
    },
  );

  it('is idempotent: a cleaned path has nothing left to remove', () => {
    for (const pathname of ['/zh/zh/zh/x', '/en/en/zh/zh/x/', '/en']) {
      const once = removeRedundantLanguagePrefix(pathname, SITE);
      expect(removeRedundantLanguagePrefix(once, SITE)).toBe(once);
      expect(resolveNotFoundPath(once, SITE).cleanedPath).toBeNull();
    }
  });
});

describe('versionSegments', () => {
  it('gives no segment for the default (current) version, which shares the docs path', () => {
    expect(versionSegments('/', [{path: '/'}])).toEqual([]);
    expect(versionSegments('/zh/', [{path: '/zh/'}])).toEqual([]);
  });

  it('gives the path part of the other versions, in either locale', () => {
    expect(versionSegments('/', [{path: '/'}, {path: '/next'}, {path: '/0.4'}])).toEqual(['next', '0.4']);
    expect(versionSegments('/zh/', [{path: '/zh/'}, {path: '/zh/0.4/'}])).toEqual(['0.4']);
    expect(versionSegments('/docs', [{path: '/docs'}, {path: '/docs/0.4'}])).toEqual(['0.4']);
  });
});
