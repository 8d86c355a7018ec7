/** @jest-environment node */
// The search backend the build's environment gives the site (docusaurus.config.ts, buildTarget): the
// e2e tests of the Algolia transport serve the e2e build's main.js with what this config writes there
// (tests/e2e/search-algolia.spec.ts), so this is where the Algolia build itself is checked.
import type {Config} from '@docusaurus/types';

const ALGOLIA_ENV = {ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_API_KEY: 'testkey', ALGOLIA_INDEX_NAME: 'rstest'};

async function configWith(env: Record<string, string>): Promise<Config> {
  const saved = {...process.env};
  Object.assign(process.env, env);
  try {
    let config: Config | undefined;
    await jest.isolateModulesAsync(async () => {
      config = (await import('@site/docusaurus.config')).default;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

const searchOf = (config: Config) => ({
  algolia: (config.themeConfig as {algolia: Record<string, unknown>}).algolia,
  indexing: (config.plugins!.find((plugin) => Array.isArray(plugin) && String(plugin[0]).includes('local-search')) as [string, {indexing: boolean}])[1].indexing,
});

it('searches the local index by default: the build writes it, DocSearch gets the local app id', async () => {
  const {algolia, indexing} = searchOf(await configWith({}));
  expect(indexing).toBe(true);
  expect(algolia).toMatchObject({appId: 'LOCAL', apiKey: 'local', indexName: 'local', insights: false, contextualSearch: true, searchPagePath: 'search'});
});

it('searches Algolia with the three variables: the credentials DocSearch sends, no local index', async () => {
  const {algolia, indexing} = searchOf(await configWith(ALGOLIA_ENV));
  expect(indexing).toBe(false);
  expect(algolia).toMatchObject({appId: 'TESTAPP', apiKey: 'testkey', indexName: 'rstest', insights: false, contextualSearch: true, searchPagePath: 'search'});
  expect(searchOf(await configWith({...ALGOLIA_ENV, ALGOLIA_INSIGHTS: 'true'})).algolia.insights).toBe(true);
});
