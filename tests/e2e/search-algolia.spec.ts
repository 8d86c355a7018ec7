import type {Page, Request, Route} from '@playwright/test';
import {test, expect} from './fixtures';
import {expectTabStaysInModal} from './searchModal';

// The Algolia backend of the search modal, without the network (spec 7 "Search", transport; 8).
// The backend is the site's configuration (themeConfig.algolia, from the ALGOLIA_* variables at build
// time, docusaurus.config.ts), which the client reads from main.js: here the e2e build's main.js is
// served with the Algolia credentials a build with ALGOLIA_APP_ID=TESTAPP ALGOLIA_API_KEY=testkey
// ALGOLIA_INDEX_NAME=rstest writes there (tests/unit/config.test.ts checks that the config does), so
// no second build of the site is needed. Every request to an Algolia host is answered or failed
// here, and any other request leaving 127.0.0.1 is aborted and reported.

const APP_ID = 'TESTAPP';
const API_KEY = 'testkey';
const INDEX_NAME = 'rstest';
// Host names as URLs report them (lower case).
const READ_HOST = `${APP_ID.toLowerCase()}-dsn.algolia.net`;
const FALLBACK_HOSTS = [1, 2, 3].map((n) => `${APP_ID.toLowerCase()}-${n}.algolianet.com`);
const QUERIES_PATH = '/1/indexes/*/queries';
const STALL_THRESHOLD_MS = 300;

/** The search configuration of the local backend in the built main.js, and what an Algolia build writes instead. */
const LOCAL_SEARCH_CONFIG = 'algolia:{appId:"LOCAL",apiKey:"local",indexName:"local",';
const ALGOLIA_SEARCH_CONFIG = `algolia:{appId:"${APP_ID}",apiKey:"${API_KEY}",indexName:"${INDEX_NAME}",`;

/** The mark the server render of the local backend puts on <html> (src/plugins/local-search/theme/SearchBar), which an Algolia build does not. */
const LOCAL_BACKEND_MARK = / data-search-backend="?local"?/;

/** Serves the responses `pattern` matches with `from` replaced by `to`; fails when `from` is not there once. */
async function rewrite(page: Page, pattern: RegExp | ((url: URL) => boolean), from: string | RegExp, to: string): Promise<void> {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.split(from).length !== 2) throw new Error(`${route.request().url()} does not hold ${from} once: update the spec to the build's output`);
    await route.fulfill({response, body: body.replace(from, to)});
  });
}

// The site with the Algolia backend, as a build with the credentials has it: each locale's main.js
// with them, each page's HTML without the local backend's mark.
test.beforeEach(async ({page}) => {
  await rewrite(page, /\/assets\/js\/main\.\w+\.js$/, LOCAL_SEARCH_CONFIG, ALGOLIA_SEARCH_CONFIG);
  await rewrite(page, (url) => url.hostname === '127.0.0.1' && !/\.\w+$/.test(url.pathname), LOCAL_BACKEND_MARK, '');
});

interface SearchBody {
  requests: Array<Record<string, unknown>>;
}

function hit(path: string, lvl0: string, lvl1: string, objectID: string) {
  const url = `https://rstest.rs${path}`;
  return {
    objectID,
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy: {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []},
        lvl1: {value: `<mark>${lvl1}</mark>`, matchLevel: 'full', matchedWords: [lvl1]},
      },
    },
    _snippetResult: {},
  };
}

const COVERAGE_HIT = hit('/config/test/coverage', 'Test Configurations', 'coverage', 'coverage-1');

function answer(hits: unknown[], query: string) {
  return {
    results: [
      {hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query, params: '', index: INDEX_NAME},
    ],
  };
}

type Handler = (route: Route, request: Request, host: string) => Promise<void> | void;

/** Routes every request: Algolia hosts to `handler`, the site through, anything else aborted. */
async function interceptAlgolia(page: Page, handler: Handler): Promise<{hosts: string[]; stray: string[]}> {
  const hosts: string[] = [];
  const stray: string[] = [];
  await page.context().route('**/*', async (route, request) => {
    const url = new URL(request.url());
    if (url.hostname === '127.0.0.1') return route.continue();
    if (url.hostname.endsWith('.algolia.net') || url.hostname.endsWith('.algolianet.com')) {
      hosts.push(url.hostname);
      return handler(route, request, url.hostname);
    }
    stray.push(request.url());
    return route.abort();
  });
  return {hosts, stray};
}

async function search(page: Page, path: string, query: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.locator('.DocSearch-Input').fill(query);
}

for (const {locale, prefix} of [
  {locale: 'en', prefix: ''},
  {locale: 'zh', prefix: '/zh'},
]) {
  test(`Tab and Shift+Tab stay inside the modal with Algolia's hits shown (${locale})`, async ({page}) => {
    const {stray} = await interceptAlgolia(page, (route, request) => {
      const body = request.postDataJSON() as SearchBody;
      return route.fulfill({json: answer([COVERAGE_HIT], String(body.requests[0].query))});
    });
    await search(page, `${prefix}/guide/start/`, 'coverage');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    // The Algolia build credits Algolia in the footer: one more control, the last one.
    await expect(page.locator('.DocSearch-Logo a')).toBeVisible();
    await expectTabStaysInModal(page);
    expect(stray).toEqual([]);
  });

  test(`the search request: POST ${QUERIES_PATH} with the DocSearch parameters and credentials (${locale})`, async ({page}) => {
    const requests: Request[] = [];
    const {stray} = await interceptAlgolia(page, (route, request) => {
      requests.push(request);
      const body = request.postDataJSON() as SearchBody;
      return route.fulfill({json: answer([COVERAGE_HIT], String(body.requests[0].query))});
    });
    await search(page, `${prefix}/guide/start/`, 'coverage');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', `${prefix}/config/test/coverage`);

    const request = requests.at(-1)!;
    const url = new URL(request.url());
    expect(request.method()).toBe('POST');
    expect(url.hostname).toBe(READ_HOST);
    expect(url.pathname).toBe(QUERIES_PATH);
    expect(url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(url.searchParams.get('x-algolia-api-key')).toBe(API_KEY);
    const agent = url.searchParams.get('x-algolia-agent') ?? '';
    expect(agent).toContain('Algolia for JavaScript');
    expect(agent).toMatch(/docsearch/);
    expect(agent).toMatch(/docusaurus/);

    const [params] = (request.postDataJSON() as SearchBody).requests;
    expect(params).toMatchObject({
      query: 'coverage',
      indexName: INDEX_NAME,
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
    });
    expect(params.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']));
    expect(params.attributesToSnippet).toEqual(expect.arrayContaining(['content:10', 'hierarchy.lvl1:10']));
    // Contextual search: the current locale's results only.
    expect(JSON.stringify(params.facetFilters)).toContain(`language:${locale}`);
    // The footer credits Algolia, which answers here (the local build hides it: search.spec.ts).
    await expect(page.locator('html')).not.toHaveAttribute('data-search-backend');
    await expect(page.locator('.DocSearch-Footer .DocSearch-Logo a[href^="https://www.algolia.com/"]')).toBeVisible();
    expect(stray).toEqual([]);
  });
}

test('snippets are 5 words on screens up to 768 px', async ({page}) => {
  await page.setViewportSize({width: 700, height: 900});
  const bodies: SearchBody[] = [];
  await interceptAlgolia(page, (route, request) => {
    bodies.push(request.postDataJSON() as SearchBody);
    return route.fulfill({json: answer([COVERAGE_HIT], 'coverage')});
  });
  await page.goto('/guide/start/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('coverage');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(bodies.at(-1)!.requests[0].attributesToSnippet).toEqual(expect.arrayContaining(['content:5']));
});

for (const failure of ['abort', '500'] as const) {
  test(`the read host fails (${failure}): the next host is tried and results show`, async ({page}) => {
    const {hosts} = await interceptAlgolia(page, (route, _request, host) => {
      if (host === READ_HOST) return failure === 'abort' ? route.abort('connectionrefused') : route.fulfill({status: 500, body: 'down'});
      return route.fulfill({json: answer([COVERAGE_HIT], 'coverage')});
    });
    await search(page, '/guide/start/', 'coverage');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/config/test/coverage');
    expect(hosts[0]).toBe(READ_HOST);
    expect(FALLBACK_HOSTS).toContain(hosts[1]);
  });
}

test('all 4 hosts fail: the error screen, and the error class on the container', async ({page}) => {
  const {hosts} = await interceptAlgolia(page, (route) => route.abort('connectionrefused'));
  await search(page, '/guide/start/', 'coverage');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Errored/);
  expect(new Set(hosts)).toEqual(new Set([READ_HOST, ...FALLBACK_HOSTS]));
});

test('a slow answer puts the modal in the stalled state after 300 ms', async ({page}) => {
  await interceptAlgolia(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, STALL_THRESHOLD_MS * 5));
    await route.fulfill({json: answer([COVERAGE_HIT], 'coverage')});
  });
  await search(page, '/guide/start/', 'coverage');
  await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Stalled/);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container')).not.toHaveClass(/DocSearch-Container--Stalled/);
});

test('a 4xx JSON answer shows the error screen (zh texts)', async ({page}) => {
  const {hosts} = await interceptAlgolia(page, (route) =>
    route.fulfill({status: 403, json: {message: 'Invalid Application-ID or API key', status: 403}}),
  );
  await search(page, '/zh/guide/start/', 'coverage');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('无法获取结果');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('你可能需要检查你的网络连接');
  // A 4xx is an answer, not a host failure: no retry on another host.
  expect(hosts).toEqual([READ_HOST]);
});

test('an answer with no hits shows the no-results screen', async ({page}) => {
  await interceptAlgolia(page, (route, request) => {
    const query = String((request.postDataJSON() as SearchBody).requests[0].query);
    return route.fulfill({json: answer(query === 'coverage' ? [COVERAGE_HIT] : [], query)});
  });
  await search(page, '/guide/start/', 'coverage');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.DocSearch-Input').fill('nothing here');
  const noResults = page.locator('.DocSearch-NoResults');
  await expect(noResults.locator('.DocSearch-Title')).toHaveText('No results for "nothing here"');
  await expect(noResults.locator('.DocSearch-Prefill')).toHaveText(['Test Configurations']);
  await expect(noResults.locator('a[href^="https://github.com/web-infra-dev/rstest/issues/new?"]')).toBeVisible();
});
