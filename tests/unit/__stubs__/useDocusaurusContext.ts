// Stands in for @docusaurus/useDocusaurusContext: the English build of this two-locale site
// (docusaurus.config.ts: default locale en at `/`, zh at `/zh/`).
// A jest.fn, so a test can return another context (the Chinese build, a one-locale site).
const context = {
  siteConfig: {baseUrl: '/', title: 'Rstest'},
  i18n: {defaultLocale: 'en', currentLocale: 'en', locales: ['en', 'zh']},
};

export default jest.fn(() => context);
