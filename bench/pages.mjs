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
  // The longest page of the site (about 150 code blocks).
  {name: 'longest API page', path: '/api/test-api/expect'},
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

/**
 * The longest pages and the most elements their server HTML may have (`npm run bench:check`,
 * both locales). The main thread's work while such a page loads (parsing, style, layout,
 * hydration) grows with its elements: /api/test-api/expect had 12,816 when each code token was
 * an element of its own (issue #21); 4,665 since (src/theme/CodeBlock/Content).
 */
export const LONG_PAGES = [
  {path: '/api/test-api/expect', maxElements: 5400},
  {path: '/api/rstest/mockInstance', maxElements: 2300},
  {path: '/config/build/plugins', maxElements: 1150},
];

/**
 * The pages whose main-thread work on a phone `npm run bench:check` holds to its record (issue 49's
 * pages: the home page, a guide page and the longest page), in both locales.
 */
export const MAIN_THREAD_PAGES = ['/', '/guide/start/quick-start', '/api/test-api/expect'];

/** MAIN_THREAD_PAGES in every locale: `{key: 'zh /', url: '/zh/'}`. */
export function mainThreadTargets() {
  return BENCH_LOCALES.flatMap(({locale, prefix}) => MAIN_THREAD_PAGES.map((page) => ({key: `${locale} ${page}`, url: `${prefix}${page}`})));
}

/** Every page in every locale: `{key: 'en /config/', url: '/config/', ...}`. */
export function benchTargets() {
  return BENCH_LOCALES.flatMap(({locale, prefix}) =>
    BENCH_PAGES.map((page) => {
      const url = `${prefix}${page.path}`;
      return {...page, locale, url, key: `${locale} ${page.path}`};
    }),
  );
}

/**
 * The pages Lighthouse audits: one of each page type (the home page in both locales, a guide page,
 * the config overview, a config option, the API overview, a page of the frozen version), and the
 * longest pages of the site in both locales (the most code blocks: hydration is the main-thread
 * cost there).
 */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/zh/',
  '/guide/start/quick-start',
  '/config/',
  '/config/test/testTimeout',
  '/api/',
  // A page of the frozen 0.5 docs (its version banner).
  '/0.5/config/test/testTimeout',
  // The longest API page (about 12,800 elements in the stock theme) and the longest config page.
  '/api/test-api/expect',
  '/zh/api/test-api/expect',
  '/config/build/plugins',
  '/zh/config/build/plugins',
  '/api/rstest/mockInstance',
  '/zh/api/rstest/mockInstance',
];
