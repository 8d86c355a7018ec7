import os from 'node:os';

// Unit tests (tests/unit) and the patches' contract tests (src/patches/<name>/, beside each patch):
// TypeScript through @swc/jest, jsdom by default.
// Docusaurus aliases are the seams: CSS modules become identity maps, `@site/*` is the
// repository, and the few client APIs our components read are small stubs.
const stubs = '<rootDir>/tests/unit/__stubs__';
// ESM-only packages of the unified (remark, micromark, mdast) family, compiled for Jest.
const ESM_PACKAGES = [
  'unified', 'bail', 'trough', 'devlop', 'is-plain-obj', 'zwitch', 'longest-streak', 'ccount', 'markdown-table',
  'vfile[^/]*', 'unist-[^/]*', 'remark-[^/]*', 'mdast-[^/]*', 'micromark[^/]*', 'estree-util-[^/]*',
  'decode-named-character-reference', 'character-[^/]*', 'is-(?:alphanumerical|alphabetical|decimal|hexadecimal)',
  'parse-entities', 'stringify-entities', 'escape-string-regexp', 'fault',
].map((name) => `${name}/`).join('|');

/** @type {import('jest').Config} */
export default {
  // At least two workers: Jest's default on a 2-core machine is one, which leaves a core idle while a
  // suite waits on the rstest runs of the docs tests (the light suites took 280 s with one worker,
  // 179 s with two, on a loaded 2-core machine).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit', '<rootDir>/src/patches'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': `${stubs}/style.ts`,
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': `${stubs}/Link.tsx`,
    '^@docusaurus/Translate$': `${stubs}/Translate.tsx`,
    '^@docusaurus/useBaseUrl$': `${stubs}/useBaseUrl.ts`,
    '^@docusaurus/useDocusaurusContext$': `${stubs}/useDocusaurusContext.ts`,
    '^@docusaurus/plugin-content-docs/client$': `${stubs}/docsClient.ts`,
    '^@docusaurus/router$': `${stubs}/router.ts`,
    '^@docusaurus/useIsBrowser$': `${stubs}/useIsBrowser.ts`,
    '^@docusaurus/ExecutionEnvironment$': `${stubs}/ExecutionEnvironment.ts`,
    '^@docusaurus/useIsomorphicLayoutEffect$': `${stubs}/useIsomorphicLayoutEffect.ts`,
    '^@docusaurus/Head$': `${stubs}/Head.tsx`,
    '^@docusaurus/theme-common$': `${stubs}/themeCommon.tsx`,
    '^@docusaurus/theme-common/internal$': `${stubs}/themeCommonInternal.ts`,
    '^@theme-init/DocItem/Metadata$': `${stubs}/DocItemMetadata.tsx`,
    '^@theme-original/NavbarItem/ComponentTypes$': `${stubs}/ComponentTypes.tsx`,
    // Markdown export and overview plugins: the stock components their wraps extend, and their own components.
    '^@theme-init/Heading$': `${stubs}/Heading.tsx`,
    '^@theme-init/DocItem/Content$': `${stubs}/theme-original/DocItem/Content.tsx`,
    '^@theme-init/DocItem/Layout$': `${stubs}/DocItemLayout.tsx`,
    '^@theme-init/DocItem$': `${stubs}/DocItem.tsx`,
    '^@theme/DocTitleBar$': '<rootDir>/src/plugins/markdown-export/theme/DocTitleBar',
    // The DocItem stub renders the doc through the overview plugin's DocItem/Content wrap.
    '^@theme/DocItem/Content$': '<rootDir>/src/plugins/overview/theme/DocItem/Content',
    '^@docusaurus/useRouteContext$': `${stubs}/useRouteContext.ts`,
    '^@docusaurus/useGlobalData$': `${stubs}/useGlobalData.ts`,
    // The docs-versions plugin's components: their sources.
    '^@theme/DocsVersionLink$': '<rootDir>/src/plugins/docs-versions/theme/DocsVersionLink',
    // Stock components with a stub of their own under __stubs__/theme-original/ ...
    '^@theme-original/(TOC|DocItem/Content|DocItem/Metadata|MDXPage)$': `${stubs}/theme-original/$1`,
    // ... and every other one a wrap renders.
    '^@theme-original/(.*)$': `${stubs}/ThemeOriginal.tsx`,
    // Components local plugins provide through getThemePath: their sources.
    '^@theme/(Ecosystem\\w+)$': '<rootDir>/src/plugins/ecosystem/theme/$1',
    '^@theme/ColorModeToggle$': `${stubs}/ColorModeToggle.tsx`,
    '^@theme/Tabs$': `${stubs}/Tabs.tsx`,
    '^@theme/TabItem$': `${stubs}/TabItem.tsx`,
    '^@theme/Heading$': `${stubs}/Heading.tsx`,
    // Any other theme component: a stub of the same path under __stubs__/theme/.
    '^@theme/(.*)$': `${stubs}/theme/$1`,
  },
  // The stock theme components stay ES modules with JSX; tests that render one (Navbar/ColorModeToggle) compile it.
  // So do the ESM-only unified/remark packages the Markdown export and overview plugins parse docs with,
  // theme-common's code block utilities, which the code block test renders with, and DocSearch's keyboard hook.
  transformIgnorePatterns: [
    `/node_modules/(?!@docusaurus/theme-classic/lib/theme/|@docusaurus/theme-common/lib/utils/|@docsearch/react/dist/esm/|${ESM_PACKAGES})`,
  ],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
};
