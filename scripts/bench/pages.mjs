// The pages `npm run bench` and `npm run bench:check` weigh, in both locales: the home page, a guide
// page, a config option page, each overview page, a page of the frozen 0.5 docs, the 0.5 home page
// and the 404 page. A page added to the site that
// loads code of its own (a new kind of page) gets an entry here and in bench/budget.json.
export const BENCH_PAGES = [
  {name: 'home', path: '/'},
  {name: 'guide', path: '/guide/start/quick-start'},
  {name: 'config option', path: '/config/test/testTimeout'},
  {name: 'config overview', path: '/config/'},
  {name: 'API overview', path: '/api/'},
  // A frozen docs version: a page with its banner, and the version's home page.
  {name: 'frozen version option', path: '/0.5/config/test/testTimeout'},
  {name: 'version home', path: '/0.5/'},
  // Any unknown path answers with the 404 page (status 404).
  {name: '404', path: '/bench-page-that-does-not-exist', status: 404},
];

export const BENCH_LOCALES = [
  {locale: 'en', prefix: ''},
  {locale: 'zh', prefix: '/zh'},
];

/** Every page in every locale: `{key: 'en /config/', url: '/config/', ...}`. */
export function benchTargets() {
  return BENCH_LOCALES.flatMap(({locale, prefix}) =>
    BENCH_PAGES.map((page) => {
      const url = `${prefix}${page.path}`;
      return {...page, locale, url, key: `${locale} ${page.path}`};
    }),
  );
}

/** The pages Lighthouse audits (English). */
export const LIGHTHOUSE_PAGES = ['/', '/guide/start/quick-start', '/config/'];
