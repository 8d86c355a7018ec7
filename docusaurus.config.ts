import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {hasGitHistory} from './src/utils/gitHistory';
import {CURRENT, E2E_FIXTURES_FOLDER, buildTarget, frozenVersions, localeRootOf, versionLabel} from './src/plugins/docs-versions/versions';
import type {ContentAnimationThemeConfig} from './src/utils/contentAnimation';
import type {SocialLinksNavbarItemConfig} from './src/components/SocialLinks/types';
import {LOCAL_SEARCH_APP_ID} from './src/plugins/local-search/constants';
import type {SearchThemeConfig} from './src/plugins/local-search/client/searchOptions';
import type {EcosystemNavbarItemConfig} from './src/plugins/ecosystem/config';
import remarkCodeBlocks from './src/plugins/code-blocks/remark';
import remarkPackageManagerTabs from './src/components/PackageManagerTabs/remark';
import remarkOverview from './src/plugins/overview/remarkOverview';
import {scriptLoaderPlugin, SSR_TEMPLATE} from './src/ssr/template';

// Site facts (../shared/facts/site.md). Everything a reader sees in the chrome is configured here;
// the Chinese labels live in i18n/zh/ (navbar.json, footer.json, current.json, code.json).
const SITE_URL = 'https://rstest.rs';
const REPO_URL = 'https://github.com/web-infra-dev/rstest';
// Edit links point at the upstream docs tree, one folder per locale: website/docs/<en|zh>/<path>.
const EDIT_BASE_URL = `${REPO_URL}/tree/main/website/docs`;
const X_URL = 'https://twitter.com/rspack_dev';
const DISCORD_URL = 'https://discord.gg/XsaKEEk4mW';

// What this process builds (or serves), from its environment (buildTarget): the docs version, the
// e2e fixtures, the search backend. The docs versions (maintainers/architecture.md "Versions"): each
// one is a build of its own, so that a release the site keeps adds nothing to the current pages:
// the current docs at `/` and `/zh/` unless DOCS_VERSION names a frozen release, which is then built
// at its own base URLs (`/0.5/`, `/zh/0.5/`) with its docs at their root. `npm run build`
// (src/plugins/docs-versions/build/siteBuild.ts) runs one build per version and puts them together. The
// current docs carry the number of the Rstest release they document (not "Next"); a frozen release
// says that it is not the latest.
const TARGET = buildTarget();
const BUILT_VERSION = TARGET.version;
const FROZEN_BUILD = BUILT_VERSION !== CURRENT;
const DOCS_VERSIONS = FROZEN_BUILD
  ? {[BUILT_VERSION]: {label: versionLabel(BUILT_VERSION), path: '', banner: 'unmaintained' as const}}
  : {[CURRENT]: {label: versionLabel(CURRENT)}};
const DEFAULT_LOCALE = 'en';
// The end-to-end tests' edge-case pages (tests/fixtures/README.md) are an app of their own
// (`E2E_FIXTURES=1`), without the site's docs: `npm run build:e2e` builds it under /e2e-fixtures/
// beside a copy of the readers' site, into build-e2e/. `npm run build` is the readers' site alone.
const FIXTURES_BUILD = TARGET.e2eFixtures;
/** The folder of a build that is one part of each locale's root (`0.5`, `e2e-fixtures`), or none. */
const APP_FOLDER = FROZEN_BUILD ? BUILT_VERSION : FIXTURES_BUILD ? E2E_FIXTURES_FOLDER : undefined;
/** That build's base URL in a locale: `/0.5/`, `/zh/0.5/`, `/zh/e2e-fixtures/`. */
const appBaseUrl = (locale: string) => `${localeRootOf(locale, DEFAULT_LOCALE)}${APP_FOLDER}/`;
/**
 * A link of the chrome to a page of the current docs (`guide/start/`): a route of this app, or in the
 * fixtures' app a page of the readers' site beside it, which a full page load opens in the same tab
 * (Docusaurus's Link would add this app's base URL, and route it inside this app).
 */
const docsLink = (page: string) =>
  FIXTURES_BUILD
    ? {href: `${localeRootOf(process.env.DOCUSAURUS_CURRENT_LOCALE ?? DEFAULT_LOCALE, DEFAULT_LOCALE)}${page}`, autoAddBaseUrl: false, target: '_top'}
    : {to: `/${page}`};

// Search backend, chosen at build time (maintainers/search.md): Algolia DocSearch when the three
// variables are set, otherwise the local index that src/plugins/local-search builds.
const ALGOLIA = TARGET.algolia;
// Every MDX content plugin's: <PackageManagerTabs> writes its blocks, then every code block is
// highlighted at build time (src/plugins/code-blocks).
const CODE_REMARK_PLUGINS = [remarkPackageManagerTabs, remarkCodeBlocks];
// The fixtures' app: its docs and pages, each instance with an id of its own (their translations
// live in i18n/zh/docusaurus-plugin-content-docs-e2e-docs/), under its base URL.
const E2E_FIXTURE_PLUGINS: NonNullable<Config['plugins']> = [
  ['content-docs', {id: 'e2e-docs', path: 'tests/fixtures/docs', routeBasePath: 'docs', sidebarPath: './tests/fixtures/sidebars.ts', remarkPlugins: CODE_REMARK_PLUGINS}],
  ['content-pages', {id: 'e2e-pages', path: 'tests/fixtures/pages', routeBasePath: 'pages', remarkPlugins: CODE_REMARK_PLUGINS}],
  // The app's home (/e2e-fixtures/, where the logo leads): what each fixture is for.
  ['content-pages', {id: 'e2e-home', path: 'tests/fixtures/home'}],
];

const config: Config = {
  title: 'Rstest',
  tagline: 'The Rspack-based testing framework',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  // trailingSlash stays unset: it keeps both URL shapes of the spec,
  // `/guide/start/` (an index page) and `/guide/start/quick-start` (a leaf page).

  future: {
    // v4 turns on every `faster` flag (Rspack, SWC, Lightning CSS, SSG worker threads) and
    // the v4 behaviours; `faster: true` alone would throw on ssgWorkerThreads.
    v4: true,
    // (A frozen version's build keeps its Rspack cache apart from the current docs': src/plugins/docs-versions.)
    faster: true,
    // Last-update dates from one read of the Git history per build ("git-eager", production only),
    // instead of one `git log` per doc file and locale.
    experimental_vcs: true,
  },
  // Share the theme and tab choices between `/` and `/zh/` (v4 would namespace them per locale).
  storage: {namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // Explicit heading ids (`## Heading {#id}`) keep anchors identical in both locales;
    // v4 turns this MDX 1 syntax off by default.
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: ['en', 'zh'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', ...(APP_FOLDER && {baseUrl: appBaseUrl('en')})},
      zh: {label: '简体中文', htmlLang: 'zh-CN', ...(APP_FOLDER && {baseUrl: appBaseUrl('zh')})},
    },
  },

  presets: [
    [
      'classic',
      {
        // The fixtures' app has no docs of the site (E2E_FIXTURE_PLUGINS).
        docs: FIXTURES_BUILD ? false : {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Versions (maintainers/architecture.md "Versions"): docs/ documents the newest Rstest release and is served at
          // the root; each frozen release lives in versioned_docs/ under its own prefix (/0.5/).
          lastVersion: BUILT_VERSION,
          onlyIncludeVersions: [BUILT_VERSION],
          versions: DOCS_VERSIONS,
          // A frozen version has no edit link: upstream keeps the current docs only, so a link would
          // open the latest page's source under a page of another release (issue 45).
          editUrl: FROZEN_BUILD ? undefined : ({locale, docPath}) => `${EDIT_BASE_URL}/${locale}/${docPath}`,
          // The last-updated note comes from Git; without Git history (no clone, no commit) it is
          // left off rather than failing the build. A frozen version has none: its banner says it is
          // no longer maintained, and a recent date (a fix of its text) would say the opposite.
          showLastUpdateTime: !FROZEN_BUILD && hasGitHistory(__dirname),
          // Overview pages (`overview: true`) import their own generated list (src/plugins/overview).
          remarkPlugins: [[remarkOverview, {siteDir: __dirname}], ...CODE_REMARK_PLUGINS],
        },
        blog: false,
        // The home page (src/pages) is the current build's; a frozen build's root is its version home (docs-versions).
        pages: APP_FOLDER ? false : {remarkPlugins: CODE_REMARK_PLUGINS},
        // The fixtures are unlisted: the fixtures' app has nothing for a sitemap.
        ...(FIXTURES_BUILD && {sitemap: false}),
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],
  // Local plugins, one folder per capability (src/plugins/README.md).
  plugins: [
    // The hosts' configuration (_headers, _redirects, vercel.json, nginx.conf) and .br/.gz copies,
    // written once the build ends (and by `docusaurus write-serving-rules [dir]`). First, so that its
    // postBuild step (the pages' and assets' copies, in a worker thread) starts before the others'
    // synchronous work.
    ['./src/plugins/serving-rules/index.ts', {apart: Boolean(APP_FOLDER), part: TARGET.part, frozenVersions: frozenVersions()}],
    './src/plugins/layout-switches/index.ts',
    // The loader the page template calls to run the app's scripts once the page is painted.
    scriptLoaderPlugin,
    // A key or tap made while the page hydrates is kept and acted on once it has (Ctrl+K, the menu, the theme toggle).
    './src/plugins/early-input/index.ts',
    // Writes the local search index (search-index.json per locale) when there is no Algolia backend.
    // (The fixtures' app has nothing to index: its search reads the readers' index beside it.)
    ['./src/plugins/local-search/index.ts', {indexing: !ALGOLIA && !FIXTURES_BUILD}],
    // The Rstack tools menu (navbar item `custom-ecosystem`) and the home page's landing block.
    './src/plugins/ecosystem/index.ts',
    // Zoom on click for images in doc content (medium-zoom, loaded on demand).
    './src/plugins/image-zoom/index.ts',
    './src/plugins/brand-font/index.ts',
    // localeRedirect: 'auto' (once per browser, by its language) or 'never'.
    ['./src/plugins/locale-redirect/index.ts', {localeRedirect: 'auto'}],
    // Each doc's Markdown at <route>.md, llms.txt, and the Copy Markdown / open-in-AI bar under doc titles.
    './src/plugins/markdown-export/index.ts',
    // Overview pages (`overview: true`): the groups of their sidebar with each page's headings, and a filter.
    './src/plugins/overview/index.ts',
    // The docs versions built apart: what this build knows of the others (the switcher, the banner, the
    // 404 page), and a frozen version's home page (/0.5/, /zh/0.5/), generated from its docs.
    ['./src/plugins/docs-versions/index.ts', {version: BUILT_VERSION, e2eFixtures: FIXTURES_BUILD}],
    // Code blocks highlighted at build time (with CODE_REMARK_PLUGINS): their components and the token classes' stylesheet.
    './src/plugins/code-blocks/index.ts',
    // One chunk for what two or more lazy chunks share.
    './src/plugins/shared-chunks/index.ts',
    // DocSearch's modal compiled off the main thread as it streams in (V8's compile hint).
    './src/plugins/compile-hints/index.ts',
    // Build speed: no PostCSS config file search for each CSS module (the site has none).
    './src/plugins/postcss-options/index.ts',
    // Patches of framework and vendor internals, one folder each (src/patches/README.md: what each one
    // changes and buys, its upstream issue, when to delete it). Each fails the build when an installed
    // package leaves the versions it was tested on, or when what it relies on has changed.
    // Drops a stored theme value that is not light/dark before the first paint.
    './src/patches/theme-guard/index.ts',
    // Keeps all of tslib out of the main bundle (@docusaurus/utils-common needs one helper).
    './src/patches/tslib-helpers/index.ts',
    // Four fixes in DocSearch's modal (no-results suggestions, error screen, the count, a new search when the index grows).
    './src/patches/docsearch-modal/index.ts',
    // The first load without every doc's metadata (what only DocCard reads).
    './src/patches/slim-version-props/index.ts',
    // A client module, run before the app starts: a link fetches its page's code on hover or touch,
    // not when it comes into view.
    './src/patches/intent-prefetch/index.ts',
    // Edge-case pages for the end-to-end tests (tests/fixtures/README.md), in the fixtures' app only;
    // unlisted, so they are marked noindex.
    ...(FIXTURES_BUILD ? E2E_FIXTURE_PLUGINS : []),
  ],

  // The page template: the app's scripts run once the server-rendered page has been painted.
  ssrTemplate: SSR_TEMPLATE,

  themeConfig: {
    // The social card (og:image, twitter:image): a 1200×630 PNG, since link previews do not take SVG.
    image: 'img/social-card.png',
    // Doc content fades and slides in on page changes (src/theme/DocItem/Content); off unless set.
    enableContentAnimation: true,
    metadata: [
      {name: 'keywords', content: 'rstest, rspack, rsbuild, testing, test runner, jest'},
      {property: 'og:type', content: 'website'},
      {property: 'og:site_name', content: 'Rstest'},
      {name: 'twitter:site', content: '@rspack_dev'},
    ],
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 4,
    },
    navbar: {
      // Hides on scroll down, shows again on scroll up (spec 2), where space is short only: below 768 px
      // or in a window under 520 px tall; src/css/custom.css keeps it in place elsewhere (src/utils/breakpoints.ts).
      hideOnScroll: true,
      title: 'Rstest',
      // No alt text: the title "Rstest" is shown beside the logo, so the image is decorative
      // (Docusaurus then renders alt=""; a repeated "Rstest" fails Lighthouse's image-redundant-alt).
      // It leads to the build's root: the site's home, or on a frozen version's pages that version's home
      // (`/0.5/`), which links the latest docs.
      // Its box is reserved before the file arrives (Infima's 2rem height, square): late, it pushed
      // the title aside, a layout shift on every page (issue 53).
      logo: {
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        // The Rstack tools menu, first on the left like on the other Rstack sites; opens on hover
        // (`trigger: 'click'` to open on click).
        {type: 'custom-ecosystem', position: 'left'} satisfies EcosystemNavbarItemConfig,
        // The three sections open the sidebar of the docs version being read (/0.5/ pages: 0.5's),
        // and each is active on every page of its sidebar.
        // (The fixtures' app, which has no sidebar of them, links the same pages of the readers' site.)
        ...(FIXTURES_BUILD
          ? [
              {label: 'Guide', ...docsLink('guide/start/'), position: 'left' as const},
              {label: 'Config', ...docsLink('config/'), position: 'left' as const},
              {label: 'API', ...docsLink('api/'), position: 'left' as const},
            ]
          : [
              {type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' as const},
              {type: 'docSidebar', sidebarId: 'config', label: 'Config', position: 'left' as const},
              {type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' as const},
            ]),
        // Both switchers render only when there is something to switch to (src/theme/NavbarItem/*DropdownNavbarItem);
        // the fixtures' app holds no docs version to switch from.
        ...(FIXTURES_BUILD ? [] : [{type: 'docsVersionDropdown', position: 'right' as const}]),
        {type: 'localeDropdown', position: 'right'},
        {
          type: 'custom-socialLinks',
          position: 'right',
          links: [
            {icon: 'github', mode: 'link', content: REPO_URL},
            {icon: 'x', mode: 'link', content: X_URL},
            {icon: 'discord', mode: 'link', content: DISCORD_URL},
          ],
        } satisfies SocialLinksNavbarItemConfig,
      ],
    },
    footer: {
      style: 'light',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Quick start', ...docsLink('guide/start/quick-start')},
            {label: 'Config', ...docsLink('config/')},
            {label: 'API', ...docsLink('api/')},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: REPO_URL},
            {label: 'Discord', href: DISCORD_URL},
            {label: 'X', href: X_URL},
          ],
        },
      ],
      copyright: 'Rstest is free and open source software released under the MIT license. © 2024-present ByteDance Inc.',
    },
    algolia: {
      // The local backend still goes through DocSearch's client, which needs non-empty values.
      // Click analytics (`insights`) only when asked for (ALGOLIA_INSIGHTS=true: it loads search-insights from a CDN).
      ...(ALGOLIA ?? {appId: LOCAL_SEARCH_APP_ID, apiKey: 'local', indexName: 'local', insights: false}),
      // Results of the current locale only (facet filter language:<locale>).
      contextualSearch: true,
      // The full results page (src/plugins/local-search/theme/SearchPage), linked from the modal's "See all results".
      searchPagePath: 'search',
    },
    // The no-results screen's "Let us know" link opens a prefilled issue (src/plugins/local-search/theme/SearchBar).
    search: {newIssueUrl: `${REPO_URL}/issues/new`},
    // The browser highlights no code: the build does (src/plugins/code-blocks, its colours in
    // themes.ts, its languages in highlight.ts), so no theme or grammar goes to the browser here.
    prism: {theme: {plain: {}, styles: []}, additionalLanguages: []},
  } satisfies Preset.ThemeConfig & ContentAnimationThemeConfig & SearchThemeConfig,
};

export default config;
