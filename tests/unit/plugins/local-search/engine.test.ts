/**
 * @jest-environment node
 */
import {createSearchIndex} from '@site/src/plugins/local-search/search/engine';
import {withinOneEdit} from '@site/src/plugins/local-search/search/match';
import {queryTerms, tokenize} from '@site/src/plugins/local-search/search/tokenize';
import type {SearchRecord} from '@site/src/plugins/local-search/search/types';

function record(id: number, type: SearchRecord['type'], path: string, lvl1: string, extra: Partial<SearchRecord> & {lvl2?: string} = {}): SearchRecord {
  const url = `https://rstest.rs${path}`;
  return {
    objectID: `${path}#${id}`,
    type,
    url: extra.lvl2 ? `${url}#${extra.lvl2.toLowerCase()}` : url,
    url_without_anchor: url,
    anchor: extra.lvl2 ? extra.lvl2.toLowerCase() : null,
    hierarchy: {lvl0: 'Section', lvl1, lvl2: extra.lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: extra.content ?? null,
  };
}

const EN_RECORDS: SearchRecord[] = [
  record(0, 'lvl1', '/config/test/testTimeout', 'testTimeout'),
  record(1, 'content', '/config/test/testTimeout', 'testTimeout', {content: 'The default number of milliseconds a test may run.'}),
  record(2, 'lvl1', '/config/test/hookTimeout', 'hookTimeout'),
  record(3, 'content', '/guide/basic/cli', 'CLI', {content: 'Each test has a timeout; see the test timeout option.'}),
  record(4, 'lvl1', '/config/test/coverage', 'coverage'),
  record(5, 'lvl2', '/guide/start/features', 'Features', {lvl2: 'Code coverage'}),
  record(6, 'content', '/api/rstest/fakeTimers', 'Fake timers', {content: 'Fake timers replace setTimeout & <Date> with controllable versions.'}),
];

const ZH_RECORDS: SearchRecord[] = [
  record(0, 'lvl1', '/zh/guide/basic/configure-rstest', '配置 Rstest'),
  record(1, 'content', '/zh/guide/basic/configure-rstest', '配置 Rstest', {content: 'Rstest 会自动读取项目根目录中的配置文件。'}),
  record(2, 'lvl2', '/zh/api/test-api/expect', 'Expect', {lvl2: '快照'}),
  record(3, 'content', '/zh/api/test-api/expect', 'Expect', {content: '将值与已保存的快照进行比较。'}),
  record(4, 'lvl1', '/zh/api/test-api/hooks', '钩子函数'),
];

const en = createSearchIndex({version: 1, locale: 'en', records: EN_RECORDS});
const zh = createSearchIndex({version: 1, locale: 'zh', records: ZH_RECORDS});
const paths = (response: ReturnType<typeof en.search>) => response.hits.map((hit) => new URL(hit.url).pathname);

describe('tokenizer', () => {
  it('lower-cases words, cuts at punctuation and adds camelCase parts', () => {
    const terms = tokenize('rstest.setConfig({ testTimeout })', 'en').map((token) => token.term);
    expect(terms).toEqual(expect.arrayContaining(['rstest', 'setconfig', 'set', 'config', 'testtimeout', 'test', 'timeout']));
  });

  it('keeps the offsets of each term in the source text', () => {
    const text = 'Use testTimeout';
    for (const token of tokenize(text, 'en')) {
      expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.term);
    }
  });

  it('segments Chinese into words and adds the bigrams of each run', () => {
    const terms = tokenize('修改配置文件', 'zh').map((token) => token.term);
    expect(terms).toEqual(expect.arrayContaining(['配置', '文件', '改配', '置文']));
  });

  it('turns a query into whole words and Chinese bigrams', () => {
    expect(queryTerms('Mock Module', 'en')).toEqual([
      {term: 'mock', cjk: false},
      {term: 'module', cjk: false},
    ]);
    expect(queryTerms('testTimeout', 'en')).toEqual([{term: 'testtimeout', cjk: false}]);
    expect(queryTerms('配置文件', 'zh').map((term) => term.term)).toEqual(['配置', '置文', '文件']);
    expect(queryTerms('钩', 'zh')).toEqual([{term: '钩', cjk: true}]);
  });
});

describe('typo tolerance', () => {
  it.each([
    ['coverage', 'covrage'],
    ['coverage', 'coverrage'],
    ['coverage', 'covarage'],
    ['coverage', 'cvoerage'],
  ])('%s and %s are one edit apart', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
  });

  it.each([
    ['coverage', 'cvorega'],
    ['coverage', 'coverage__'],
    ['timeout', 'tmieuot'],
  ])('%s and %s are not', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });

  it('matches a word of 5+ letters with one typo, but not shorter words', () => {
    expect(paths(en.search({query: 'covrage'}))[0]).toBe('/config/test/coverage');
    expect(en.search({query: 'fakr'}).nbHits).toBe(0);
  });
});

describe('ranking', () => {
  it('ranks the page whose title is the query first, case-insensitively', () => {
    expect(paths(en.search({query: 'TESTTIMEOUT'}))[0]).toBe('/config/test/testTimeout');
    expect(paths(en.search({query: 'coverage'}))[0]).toBe('/config/test/coverage');
  });

  it('matches prefixes', () => {
    expect(paths(en.search({query: 'testTim'}))[0]).toBe('/config/test/testTimeout');
    expect(paths(en.search({query: 'hookT'}))).toEqual(['/config/test/hookTimeout']);
  });

  it('needs every word of the query', () => {
    expect(paths(en.search({query: 'fake timers'}))).toEqual(['/api/rstest/fakeTimers']);
    expect(en.search({query: 'fake coverage'}).nbHits).toBe(0);
  });

  it('keeps one hit per URL', () => {
    const urls = en.search({query: 'testtimeout'}).hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('finds Chinese words', () => {
    expect(paths(zh.search({query: '快照'}))[0]).toBe('/zh/api/test-api/expect');
    expect(paths(zh.search({query: '配置文件'}))[0]).toBe('/zh/guide/basic/configure-rstest');
    expect(paths(zh.search({query: '钩子'}))).toEqual(['/zh/api/test-api/hooks']);
  });
});

describe('answer shape (Algolia multi-query result)', () => {
  const response = en.search({
    indexName: 'local',
    query: 'fake timers',
    hitsPerPage: 20,
    attributesToSnippet: ['content:5'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
  });

  it('has the fields DocSearch reads', () => {
    expect(response).toMatchObject({nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'fake timers', index: 'local'});
    expect(typeof response.processingTimeMS).toBe('number');
    expect(response.params).toContain('query=fake+timers');
    const [hit] = response.hits;
    expect(hit).toMatchObject({objectID: expect.any(String), type: 'content', url: 'https://rstest.rs/api/rstest/fakeTimers'});
    expect(hit.hierarchy.lvl0).toBe('Section');
  });

  it('highlights the matched words, escaped, with the match level', () => {
    const [hit] = response.hits;
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({value: '<mark>Fake</mark> <mark>timers</mark>', matchLevel: 'full'});
    expect(hit._highlightResult.content?.value).toContain('&amp; &lt;Date&gt;');
    expect(hit._highlightResult.hierarchy.lvl0?.matchLevel).toBe('none');
  });

  it('snippets the content to the asked number of words, with the ellipsis', () => {
    const [hit] = response.hits;
    expect(hit._snippetResult.content).toEqual({value: '<mark>Fake</mark> <mark>timers</mark> replace setTimeout &amp; &lt;Date…', matchLevel: 'full'});
  });

  it('pages the hits', () => {
    const all = en.search({query: 'test', hitsPerPage: 2});
    expect(all.nbPages).toBe(Math.ceil(all.nbHits / 2));
    const second = en.search({query: 'test', hitsPerPage: 2, page: 1});
    expect(second.hits.map((hit) => hit.objectID)).toEqual(
      en.search({query: 'test', hitsPerPage: 4}).hits.slice(2, 4).map((hit) => hit.objectID),
    );
  });

  it('cuts the query at 512 characters, like the modal', () => {
    expect(en.search({query: 'a'.repeat(600)}).query).toHaveLength(512);
  });

  it('answers an empty query with no hits', () => {
    expect(en.search({query: '  '})).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
  });
});
