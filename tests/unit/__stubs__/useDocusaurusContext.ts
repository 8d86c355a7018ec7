// Stands in for @docusaurus/useDocusaurusContext: the English build of this site
// (docusaurus.config.ts: default locale en at `/`, zh at `/zh/`).
const context = {
  siteConfig: {baseUrl: '/', title: 'Rstest'},
  i18n: {defaultLocale: 'en', locales: ['en', 'zh'], currentLocale: 'en'},
};

export default function useDocusaurusContext(): typeof context {
  return context;
}
