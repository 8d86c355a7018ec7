// Stands in for @docusaurus/useDocusaurusContext: the English build of this two-locale site, at `/`.
// A jest.fn, so a test can return another context (the Chinese build, a one-locale site).
const context = {
  siteConfig: {baseUrl: '/'},
  i18n: {defaultLocale: 'en', currentLocale: 'en', locales: ['en', 'zh']},
};

export default jest.fn(() => context);
