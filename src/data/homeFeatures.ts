import {translate} from '@docusaurus/Translate';

/** The icons a card can show (drawn in src/components/HomeFeatures/FeatureIcon.tsx). */
export const HOME_FEATURE_ICONS = ['migrate', 'bolt', 'code', 'layers', 'browser', 'watch'] as const;
export type HomeFeatureIcon = (typeof HOME_FEATURE_ICONS)[number];

/**
 * The grid's column counts (src/components/HomeFeatures/styles.module.css): three, two, one. The
 * number of cards is a multiple of each, so no row is ever left part-empty.
 */
export const HOME_FEATURE_COLUMNS = [3, 2, 1] as const;

/** One card of the home page's feature grid: a capability of the Rstest release the current docs document, and the page that explains it. */
export type HomeFeature = {
  /** Stable key, also the card's test hook. */
  id: string;
  icon: HomeFeatureIcon;
  title: string;
  description: string;
  /** Site path of the page (and section) documenting it; Link adds the locale prefix. */
  to: string;
};

/** The cards, translated into the current locale (call it while rendering). */
export function homeFeatures(): HomeFeature[] {
  return [
    {
      id: 'jest-compatible',
      icon: 'migrate',
      title: translate({id: 'home.features.jestCompatible.title', message: 'Jest-compatible API', description: 'Home feature card title'}),
      description: translate({
        id: 'home.features.jestCompatible.description',
        message: 'describe, test, expect, mocks, hooks and snapshots work the way Jest users know, so a suite moves over with small changes.',
        description: 'Home feature card text',
      }),
      to: '/guide/migration/jest',
    },
    {
      id: 'rspack',
      icon: 'bolt',
      title: translate({id: 'home.features.rspack.title', message: 'Built on Rspack', description: 'Home feature card title'}),
      description: translate({
        id: 'home.features.rspack.description',
        message: 'Tests are compiled by Rspack along the module graph, reusing the plugins, aliases and settings of your Rsbuild app.',
        description: 'Home feature card text',
      }),
      to: '/guide/start/features#reuse-the-rstack-ecosystem',
    },
    {
      id: 'typescript-esm',
      icon: 'code',
      title: translate({id: 'home.features.typescriptEsm.title', message: 'TypeScript and ESM out of the box', description: 'Home feature card title'}),
      description: translate({
        id: 'home.features.typescriptEsm.description',
        message: 'TypeScript, JSX, ESM and CommonJS go through the built-in SWC loader, with no Babel or ts-jest to set up.',
        description: 'Home feature card text',
      }),
      to: '/guide/start/features#built-on-rspack',
    },
    {
      id: 'multi-project',
      icon: 'layers',
      title: translate({id: 'home.features.multiProject.title', message: 'Monorepos and large suites', description: 'Home feature card title'}),
      description: translate({
        id: 'home.features.multiProject.description',
        message: 'Run the projects of a monorepo in one process, each with its own configuration, and split a large suite into shards across CI machines.',
        description: 'Home feature card text',
      }),
      to: '/guide/start/features#multi-project-testing',
    },
    {
      id: 'dom-testing',
      icon: 'browser',
      title: translate({id: 'home.features.domTesting.title', message: 'DOM testing', description: 'Home feature card title'}),
      description: translate({
        id: 'home.features.domTesting.description',
        message: 'Test components in jsdom or happy-dom, with React, Vue and Testing Library.',
        description: 'Home feature card text',
      }),
      to: '/guide/start/features#dom-testing',
    },
    {
      id: 'watch-coverage',
      icon: 'watch',
      title: translate({id: 'home.features.watchCoverage.title', message: 'Watch mode and coverage', description: 'Home feature card title'}),
      description: translate({
        id: 'home.features.watchCoverage.description',
        message: 'Watch mode re-runs only the tests a change affects; coverage comes from the istanbul or the V8 provider.',
        description: 'Home feature card text',
      }),
      to: '/guide/start/features#watch-mode',
    },
  ];
}
