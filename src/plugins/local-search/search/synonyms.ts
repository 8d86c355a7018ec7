// Chinese terms a reader types for concepts that the Chinese pages name in English: they keep API
// and option names (`mock`, `testEnvironment`, `projects`) and some terms of the trade (CI) in
// English. A query that contains a term of the left column also searches the English words of the
// right column (OR): 模拟模块 finds the `mock` pages, 持续集成 the CI guide.
// A row belongs here only while the Chinese pages use the English word at least as often as the
// Chinese term in their prose (code aside); tests/unit/plugins/local-search/engine.test.ts counts
// both in i18n/zh/…/current. Where the pages use the Chinese term (钩子, 快照, 超时), a synonym
// only adds noise: the page is found by the Chinese word.
export const ZH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  模拟: ['mock'],
  持续集成: ['ci'],
  测试环境: ['testenvironment'],
  隔离: ['isolate'],
  多项目: ['projects'],
  参数化: ['each'],
};

/**
 * A concept word typed alone (in either language) and the name of the concept's own page, when the
 * page is titled with an option or API name that does not contain the word as typed: `timeout`
 * and 超时 mean the `testTimeout` option page, 重试 the `retry` page. Only for a query that is the
 * word and nothing else (`hookTimeout 钩子超时` is not about `testTimeout`); the page is searched
 * too, so its title's weight brings it first. A row belongs here only when the page is the one a
 * reader means by the word (tests/search-quality: the one-word queries).
 */
export const CONCEPT_PAGES: Readonly<Record<string, readonly string[]>> = {
  timeout: ['testtimeout'],
  超时: ['testtimeout'],
  mock: ['mocking'],
  模拟: ['mock'],
  environment: ['testenvironment'],
  reporter: ['reporters'],
  重试: ['retry'],
  覆盖率: ['coverage'],
  全局变量: ['globals'],
  进程池: ['pool'],
};

/** The English words a Chinese query also searches (none for other queries). */
export function synonymsOf(query: string): string[] {
  const words = new Set<string>();
  for (const [term, english] of Object.entries(ZH_SYNONYMS)) {
    if (query.includes(term)) for (const word of english) words.add(word);
  }
  return [...words];
}

/** The page name a query made of one concept word also searches, with the weight of CONCEPT_BOOST (none for other queries). */
export function conceptPageOf(query: string): readonly string[] {
  return CONCEPT_PAGES[query.trim()] ?? [];
}
