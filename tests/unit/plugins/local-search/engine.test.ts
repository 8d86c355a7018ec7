/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSearchIndex, type LocalSearchIndex} from '@site/src/plugins/local-search/search/engine';
import {leadLength, packRecords, unpackRecords, mergeRest, LEAD_WIDTH} from '@site/src/plugins/local-search/search/indexFile';
import {synonymsOf, ZH_SYNONYMS} from '@site/src/plugins/local-search/search/synonyms';
import {terms, tokenize} from '@site/src/plugins/local-search/search/tokenize';
import type {SearchRecord} from '@site/src/plugins/local-search/search/types';

function record(n: number, type: SearchRecord['type'], path: string, lvl1: string, extra: Partial<SearchRecord> & {lvl2?: string} = {}): SearchRecord {
  const url = `https://rstest.rs${path}`;
  return {
    objectID: `${path}#${n}`,
    type,
    url: extra.lvl2 ? `${url}#${extra.lvl2.toLowerCase()}` : url,
    url_without_anchor: url,
    anchor: extra.lvl2 ? extra.lvl2.toLowerCase() : null,
    hierarchy: {lvl0: 'Section', lvl1, lvl2: extra.lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: extra.content ?? null,
  };
}

const LONG_TEXT = `${'Timers are part of every test suite and this paragraph talks about them at length. '.repeat(3)}Only its end mentions requestAnimationFrame.`;

const EN_RECORDS: SearchRecord[] = [
  record(0, 'lvl1', '/config/test/testTimeout', 'testTimeout'),
  record(1, 'content', '/config/test/testTimeout', 'testTimeout', {content: 'The default number of milliseconds a test may run.'}),
  record(0, 'lvl1', '/config/test/hookTimeout', 'hookTimeout'),
  record(0, 'lvl1', '/guide/basic/cli', 'CLI'),
  record(1, 'content', '/guide/basic/cli', 'CLI', {content: 'Each test has a timeout; see the test timeout option.'}),
  record(0, 'lvl1', '/config/test/coverage', 'coverage'),
  record(0, 'lvl1', '/guide/start/features', 'Features'),
  record(1, 'lvl2', '/guide/start/features', 'Features', {lvl2: 'Code coverage'}),
  record(0, 'lvl1', '/api/rstest/fakeTimers', 'Fake timers'),
  record(1, 'content', '/api/rstest/fakeTimers', 'Fake timers', {content: 'Fake timers replace setTimeout & <Date> with controllable versions.'}),
  record(2, 'lvl2', '/api/rstest/fakeTimers', 'Fake timers', {lvl2: 'Frames'}),
  record(3, 'content', '/api/rstest/fakeTimers', 'Fake timers', {lvl2: 'Frames', content: LONG_TEXT}),
];

const ZH_RECORDS: SearchRecord[] = [
  record(0, 'lvl1', '/zh/guide/basic/configure-rstest', '配置 Rstest'),
  record(1, 'content', '/zh/guide/basic/configure-rstest', '配置 Rstest', {content: 'Rstest 会自动读取项目根目录中的配置文件。'}),
  record(0, 'lvl1', '/zh/api/test-api/expect', 'Expect'),
  record(1, 'lvl2', '/zh/api/test-api/expect', 'Expect', {lvl2: '快照'}),
  record(2, 'content', '/zh/api/test-api/expect', 'Expect', {lvl2: '快照', content: '将值与已保存的快照进行比较。'}),
  record(0, 'lvl1', '/zh/api/test-api/hooks', '钩子函数'),
  record(0, 'lvl1', '/zh/api/rstest/mockModules', 'mockModules'),
  record(1, 'content', '/zh/api/rstest/mockModules', 'mockModules', {content: '用 rstest.mock 替换一个模块的导出。'}),
];

function headIndex(records: SearchRecord[], locale: string) {
  const files = packRecords(records, {locale, site: 'https://rstest.rs'});
  return {index: createSearchIndex(files.head), rest: files.rest};
}

async function indexOf(records: SearchRecord[], locale: string) {
  const {index, rest} = headIndex(records, locale);
  await index.addRest(rest);
  return index;
}

let en: LocalSearchIndex;
let zh: LocalSearchIndex;
beforeAll(async () => {
  en = await indexOf(EN_RECORDS, 'en');
  zh = await indexOf(ZH_RECORDS, 'zh');
});
const paths = (response: ReturnType<LocalSearchIndex['search']>) => response.hits.map((hit) => new URL(hit.url).pathname);

describe('tokenizer', () => {
  it('lower-cases words and cuts at punctuation', () => {
    expect(terms('rstest.setConfig({ testTimeout: 5_000 })')).toEqual(['rstest', 'setconfig', 'testtimeout', '5', '000']);
  });

  it('folds full-width letters', () => {
    expect(terms('ＲＳＴＥＳＴ')).toEqual(['rstest']);
  });

  it('keeps the offsets of each term in the source text', () => {
    const text = 'Use testTimeout, 配置文件';
    for (const token of tokenize(text)) {
      expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.term);
    }
  });

  it('cuts Chinese into words, and indexes the character pairs of longer runs', () => {
    expect(tokenize('修改配置文件').map((token) => token.term)).toEqual(['修改', '配置', '文件']);
    expect(terms('修改配置文件')).toEqual(['修改', '配置', '文件', '修改', '改配', '配置', '置文', '文件']);
    expect(terms('配置')).toEqual(['配置']);
    expect(terms('在 CI 中运行')).toContain('ci');
  });
});

describe('index files: the head and the rest', () => {
  it('rebuilds the records exactly from the head and the rest', () => {
    const {head, rest} = packRecords(EN_RECORDS, {locale: 'en', site: 'https://rstest.rs'});
    const records = unpackRecords(JSON.parse(JSON.stringify(head)));
    mergeRest(records, JSON.parse(JSON.stringify(rest)));
    expect(records).toEqual(EN_RECORDS);
  });

  it('keeps only the lead of long blocks in the head', () => {
    const {head, rest} = packRecords(EN_RECORDS, {locale: 'en', site: 'https://rstest.rs'});
    expect(JSON.stringify(head)).not.toContain('requestAnimationFrame');
    expect(rest.rest).toHaveLength(1);
    expect(rest.rest[0][0]).toBe(EN_RECORDS.length - 1);
  });

  it('puts program output wholly in the rest: found once the rest has joined, never in the head', async () => {
    const output = {...EN_RECORDS[1], objectID: 'output', content: 'Error: Timers are not mocked. Try calling useFakeTimers first.', output: true as const};
    const withOutput = [...EN_RECORDS.slice(0, 2), output, ...EN_RECORDS.slice(2)];
    const {head, rest} = packRecords(withOutput, {locale: 'en', site: 'https://rstest.rs'});
    expect(JSON.stringify(head)).not.toContain('not mocked');
    expect(rest.rest).toContainEqual([2, output.content]);
    const index = createSearchIndex(JSON.parse(JSON.stringify(head)));
    const hasOutput = () => index.search({query: 'Timers are not mocked'}).hits.some((hit) => hit.content === output.content);
    expect(hasOutput()).toBe(false);
    await index.addRest(JSON.parse(JSON.stringify(rest)));
    expect(hasOutput()).toBe(true);
  });

  it('answers from the outline (pages and headings) until the head\'s text has joined, with the same records', async () => {
    const {head} = packRecords(ZH_RECORDS, {locale: 'zh', site: 'https://rstest.rs'});
    const index = createSearchIndex(JSON.parse(JSON.stringify(head)), {outline: true});
    const whole = createSearchIndex(JSON.parse(JSON.stringify(head)));
    // A heading is found at once; a word only a text block has is not, until the text has joined.
    expect(paths(index.search({query: '快照'}))).toEqual(['/zh/api/test-api/expect']);
    expect(index.search({query: '比较'}).nbHits).toBe(0);
    await index.addHead();
    expect(index.search({query: '比较'}).hits.map((hit) => hit.objectID)).toEqual(whole.search({query: '比较'}).hits.map((hit) => hit.objectID));
    expect(index.search({query: '比较'}).nbHits).toBeGreaterThan(0);
    expect(index.search({query: '快照'})).toEqual({...whole.search({query: '快照'}), processingTimeMS: expect.any(Number)});
  });

  it('cuts a lead before a word, and counts a Chinese character as two columns', () => {
    const english = 'word '.repeat(40);
    const cut = leadLength(english);
    expect(cut).toBeLessThanOrEqual(LEAD_WIDTH);
    expect(english[cut]).toBe(' ');
    expect(leadLength('测'.repeat(100))).toBe(LEAD_WIDTH / 2);
    expect(leadLength('short')).toBe(5);
  });

  it('stops when a record does not follow its page title', () => {
    expect(() => packRecords([EN_RECORDS[1]], {locale: 'en', site: 'https://rstest.rs'})).toThrow(/title record/);
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

  it('forgives a typo', () => {
    expect(paths(en.search({query: 'covrage'}))[0]).toBe('/config/test/coverage');
    expect(paths(en.search({query: 'timrs'}))[0]).toBe('/api/rstest/fakeTimers');
  });

  it('forgives typos only in typed queries: a word of 3 letters or a long pasted message is taken as written', () => {
    expect(paths(en.search({query: 'covrage'}))[0]).toBe('/config/test/coverage');
    // 9 Latin words: a pasted message, matched without typos.
    expect(en.search({query: 'covrage one two three four five six seven eight'}).hits.map((hit) => hit.url)).not.toContain(
      'https://rstest.rs/config/test/coverage',
    );
    expect(en.search({query: 'zzq'}).nbHits).toBe(0);
  });

  it('ranks the pages with more of the query words first', () => {
    expect(paths(en.search({query: 'fake timers'}))[0]).toBe('/api/rstest/fakeTimers');
    expect(en.search({query: 'zzzz'}).nbHits).toBe(0);
  });

  it('keeps one hit per URL', () => {
    const urls = en.search({query: 'timers'}).hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('finds Chinese words, and highlights them without the mark the term tree keeps them behind', () => {
    expect(paths(zh.search({query: '快照'}))[0]).toBe('/zh/api/test-api/expect');
    const answer = JSON.stringify(zh.search({query: '快照 配置'}));
    expect(answer).toContain('<em>快照</em>');
    expect(answer).not.toContain('\\u0001');
    // A Latin word with a typo next to Chinese words still finds its page.
    expect(paths(zh.search({query: 'mocck 替换'}))[0]).toBe('/zh/api/rstest/mockModules');
    expect(paths(zh.search({query: '配置文件'}))[0]).toBe('/zh/guide/basic/configure-rstest');
    expect(paths(zh.search({query: '钩子'}))).toEqual(['/zh/api/test-api/hooks']);
  });

  it('finds the text of a long block once the rest is loaded', () => {
    const {index: headOnly} = headIndex(EN_RECORDS, 'en');
    expect(headOnly.search({query: 'requestAnimationFrame'}).nbHits).toBe(0);
    expect(paths(en.search({query: 'requestAnimationFrame'}))).toEqual(['/api/rstest/fakeTimers']);
    expect(en.search({query: 'requestAnimationFrame'}).hits[0].content).toBe(LONG_TEXT);
  });
});

describe('page weight', () => {
  const notes = (weight?: number) =>
    [
      record(0, 'lvl1', '/guide/basic/whats-new', "What's new"),
      record(1, 'content', '/guide/basic/whats-new', "What's new", {content: 'Perfetto traces of a run; Perfetto traces again.'}),
      record(0, 'lvl1', '/guide/advanced/profiling', 'Profiling'),
      record(1, 'content', '/guide/advanced/profiling', 'Profiling', {content: 'Open the trace in Perfetto.'}),
    ].map((entry) => (weight !== undefined && entry.url.includes('whats-new') ? {...entry, weight} : entry));

  it('ranks a page with a lower weight below the page it would otherwise outrank, and keeps the weight through the index files', () => {
    expect(paths(headIndex(notes(), 'en').index.search({query: 'perfetto'}))[0]).toBe('/guide/basic/whats-new');
    const {head} = packRecords(notes(0.3), {locale: 'en', site: 'https://rstest.rs'});
    expect(unpackRecords(JSON.parse(JSON.stringify(head))).filter((entry) => entry.weight === 0.3)).toHaveLength(2);
    expect(paths(createSearchIndex(head).search({query: 'perfetto'}))).toEqual(['/guide/advanced/profiling', '/guide/basic/whats-new']);
  });
});

describe('Chinese synonyms', () => {
  it('finds the page that names the concept in English', () => {
    expect(paths(zh.search({query: '模拟模块'}))[0]).toBe('/zh/api/rstest/mockModules');
  });

  it('adds the English words of every term in the query, and nothing to other queries', () => {
    expect(synonymsOf('模拟函数的测试环境')).toEqual(['mock', 'testenvironment']);
    expect(synonymsOf('mock module')).toEqual([]);
  });

  it('maps each Chinese term to lower-case English words the index can hold', () => {
    for (const [term, words] of Object.entries(ZH_SYNONYMS)) {
      expect(tokenize(term).map((token) => token.term).join('')).toBe(term);
      for (const word of words) expect(terms(word)).toEqual([word]);
    }
  });

  it('holds only concepts that the Chinese pages name in English at least as often as in Chinese', () => {
    const dir = path.join(__dirname, '../../../../i18n/zh/docusaurus-plugin-content-docs/current');
    const files = (fs.readdirSync(dir, {recursive: true}) as string[]).filter((file) => /\.mdx?$/.test(file));
    const prose = files
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, ''))
      .join('\n');
    const count = (pattern: RegExp) => prose.match(pattern)?.length ?? 0;
    for (const [term, words] of Object.entries(ZH_SYNONYMS)) {
      const chinese = count(new RegExp(term, 'g'));
      // MiniSearch matches prefixes: `projects` and `profiling` are found by `project…`, `profil…`.
      const english = Math.max(...words.map((word) => count(new RegExp(`\\b${word}\\w*`, 'gi'))));
      expect({term, english: english >= chinese}).toEqual({term, english: true});
    }
  });

  it('highlights the English word that the synonym found', () => {
    // (The first hit with text: a page's title record may lead.)
    const hit = zh.search({query: '模拟模块', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits.find((candidate) => candidate.content);
    expect(hit?._highlightResult.content?.value).toContain('<mark>mock</mark>');
  });
});

describe('answer shape (Algolia multi-query result)', () => {
  let response: ReturnType<LocalSearchIndex['search']>;
  let hit: ReturnType<LocalSearchIndex['search']>['hits'][number];
  beforeAll(() => {
    response = en.search({
    indexName: 'local',
    query: 'fake timers',
    hitsPerPage: 20,
    attributesToSnippet: ['content:5'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    });
    hit = response.hits.find((candidate) => candidate.content?.startsWith('Fake timers replace'))!;
  });

  it('has the fields DocSearch reads', () => {
    expect(response).toMatchObject({page: 0, hitsPerPage: 20, query: 'fake timers', index: 'local'});
    expect(response.nbPages).toBe(Math.ceil(response.nbHits / 20));
    expect(typeof response.processingTimeMS).toBe('number');
    expect(response.params).toContain('query=fake+timers');
    expect(hit).toMatchObject({objectID: '/api/rstest/fakeTimers#1', type: 'content', url: 'https://rstest.rs/api/rstest/fakeTimers'});
    expect(hit.hierarchy.lvl0).toBe('Section');
  });

  it('highlights the matched words, escaped, with the match level', () => {
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({value: '<mark>Fake</mark> <mark>timers</mark>', matchLevel: 'full'});
    expect(hit._highlightResult.content?.value).toContain('&amp; &lt;Date&gt;');
    expect(hit._highlightResult.hierarchy.lvl0?.matchLevel).toBe('none');
  });

  it('snippets the content to the asked number of words, with the ellipsis', () => {
    expect(hit._snippetResult.content).toEqual({value: '<mark>Fake</mark> <mark>timers</mark> replace setTimeout &amp; &lt;Date…', matchLevel: 'full'});
  });

  it('marks only the part of a word that a query prefix matched', () => {
    const [first] = en.search({query: 'hookT', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
    expect(first._highlightResult.hierarchy.lvl1?.value).toBe('<mark>hookT</mark>imeout');
  });

  it('pages the hits', () => {
    const all = en.search({query: 'test', hitsPerPage: 2});
    expect(all.nbPages).toBe(Math.ceil(all.nbHits / 2));
    const second = en.search({query: 'test', hitsPerPage: 2, page: 1});
    expect(second.hits.map((h) => h.objectID)).toEqual(en.search({query: 'test', hitsPerPage: 4}).hits.slice(2, 4).map((h) => h.objectID));
  });

  it('ranks the same way from one search to the next once the rest is loaded', () => {
    const first = en.search({query: 'timers test'}).hits.map((hit) => hit.objectID);
    en.search({query: 'frames'});
    expect(en.search({query: 'timers test'}).hits.map((hit) => hit.objectID)).toEqual(first);
  });

  it('answers 20 hits by default', async () => {
    const many = await indexOf(
      Array.from({length: 30}, (_, n) => record(0, 'lvl1', `/p${n}`, `Page ${n} about retries`)),
      'en',
    );
    expect(many.search({query: 'retries'}).hits).toHaveLength(20);
  });

  it('cuts the query at 512 characters, like the modal', () => {
    expect(en.search({query: 'a'.repeat(600)}).query).toHaveLength(512);
  });

  it('answers an empty query with no hits', () => {
    expect(en.search({query: '  '})).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
    expect(en.search({query: '—'})).toMatchObject({hits: [], nbHits: 0});
  });
});
