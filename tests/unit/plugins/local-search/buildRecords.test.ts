/**
 * @jest-environment node
 */
import {buildPageRecords} from '@site/src/plugins/local-search/buildRecords';
import {packRecords} from '@site/src/plugins/local-search/search/indexFile';

const PAGE = `<!doctype html><html><head><title>Fake timers | Rstest</title></head><body>
<nav class="navbar"><a class="navbar__link navbar__link--active" href="/api/">API</a></nav>
<article>
  <nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
    <li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/"><svg></svg></a></li>
    <li class="breadcrumbs__item"><span class="breadcrumbs__link">Rstest Utility</span></li>
    <li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Fake timers</span></li>
  </ul></nav>
  <div class="theme-doc-markdown markdown">
    <header><h1>Fake timers</h1><div data-doc-title-bar=""><button>Copy Markdown</button><div><button>Open in AI</button><ul><li><a href="https://chatgpt.com/">Open in ChatGPT</a></li></ul></div></div></header>
    <p>Replace the clock.</p>
    <h2 id="usefaketimers">rstest.useFakeTimers<a class="hash-link" href="#usefaketimers">\u200b</a></h2>
    <ul><li>First <code>item</code><ul><li>nested</li></ul></li></ul>
    <pre><code>const ignored = true;</code></pre>
    <div class="language-ts codeBlockContainer_x theme-code-block"><div class="codeBlockContent_x"><pre class="prism-code language-ts"><code><div class="token-line"><span class="token plain">rstest.useFakeTimers();</span></div></code></pre></div></div>
    <div class="language-text codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_x">Terminal</div><div class="codeBlockContent_x"><pre class="prism-code language-text"><code><div class="token-line"><span class="token plain">Error: Timers are not mocked.</span><br></div><div class="token-line"><span class="token plain">  at test.ts:3</span><br></div></code></pre><div class="buttonGroup_x"><button>Copy</button></div></div></div>
    <table><thead><tr><th>API</th><th>Does</th></tr></thead><tbody><tr><td><code>now</code></td><td>Current time</td></tr></tbody></table>
    <h3 id="options">Options</h3>
    <dl><dt>Type</dt><dd><code>number</code></dd></dl>
  </div>
</article></body></html>`;

describe('buildPageRecords', () => {
  const records = buildPageRecords(PAGE, {url: 'https://rstest.rs/api/rstest/fakeTimers', fallbackSection: 'Rstest'});

  it('makes DocSearch records: the title, headings and text blocks, in page order', () => {
    expect(records.map((record) => [record.type, record.hierarchy.lvl2 ?? record.hierarchy.lvl1, record.content])).toEqual([
      ['lvl1', 'Fake timers', null],
      ['content', 'Fake timers', 'Replace the clock.'],
      ['lvl2', 'rstest.useFakeTimers', null],
      ['content', 'rstest.useFakeTimers', 'First item'],
      ['content', 'rstest.useFakeTimers', 'nested'],
      ['content', 'rstest.useFakeTimers', 'Error: Timers are not mocked. at test.ts:3'],
      ['content', 'rstest.useFakeTimers', 'now — Current time'],
      ['lvl3', 'rstest.useFakeTimers', null],
      ['content', 'rstest.useFakeTimers', 'Type: number'],
    ]);
  });

  it('takes lvl0 from the sidebar category, and anchors from the heading ids', () => {
    expect(new Set(records.map((record) => record.hierarchy.lvl0))).toEqual(new Set(['Rstest Utility']));
    expect(records[3]).toMatchObject({
      url: 'https://rstest.rs/api/rstest/fakeTimers#usefaketimers',
      url_without_anchor: 'https://rstest.rs/api/rstest/fakeTimers',
      anchor: 'usefaketimers',
    });
    expect(records[8].hierarchy).toMatchObject({lvl1: 'Fake timers', lvl2: 'rstest.useFakeTimers', lvl3: 'Options', lvl4: null});
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('indexes program output (text code blocks, without their title), marked for the rest file; never source code', () => {
    const output = records.filter((record) => record.output);
    expect(output.map((record) => record.content)).toEqual(['Error: Timers are not mocked. at test.ts:3']);
    expect(records.some((record) => /ignored|useFakeTimers\(\)|Terminal|Copy/.test(record.content ?? ''))).toBe(false);
  });

  it('falls back to the active navbar section without a category', () => {
    const page = PAGE.replace(/<li class="breadcrumbs__item"><span[^]*?<\/li>/, '');
    expect(buildPageRecords(page, {url: 'https://rstest.rs/x', fallbackSection: 'Rstest'})[0].hierarchy.lvl0).toBe('API');
  });

  it('skips pages marked noindex and pages without doc content', () => {
    const noindex = PAGE.replace('<head>', '<head><meta name="robots" content="noindex, nofollow">');
    expect(buildPageRecords(noindex, {url: 'https://rstest.rs/x', fallbackSection: 'Rstest'})).toEqual([]);
    expect(buildPageRecords('<html><body><main>Home</main></body></html>', {url: 'https://rstest.rs/', fallbackSection: 'Rstest'})).toEqual([]);
  });
});

describe('search weight (<meta name="search-weight">)', () => {
  const weighted = (content: string) => PAGE.replace('<title>', `<meta name="search-weight" content="${content}"><title>`);
  const url = 'https://rstest.rs/guide/basic/whats-new';

  it('gives every record of the page its weight, and none when the page has no weight', () => {
    const records = buildPageRecords(weighted('0.5'), {url, fallbackSection: 'Rstest'});
    expect(records.length).toBeGreaterThan(1);
    expect(records.every((record) => record.weight === 0.5)).toBe(true);
    expect(buildPageRecords(PAGE, {url, fallbackSection: 'Rstest'}).some((record) => 'weight' in record)).toBe(false);
  });

  it("keeps a weighted page's text out of the index's head: its text answers from the rest, its headings from the head", () => {
    const text = (records: ReturnType<typeof buildPageRecords>) => records.filter((record) => record.type === 'content');
    const weightedText = text(buildPageRecords(weighted('0.5'), {url, fallbackSection: 'Rstest'}));
    expect(weightedText.length).toBeGreaterThan(0);
    expect(weightedText.every((record) => record.restOnly === true || record.output === true)).toBe(true);
    expect(weightedText.some((record) => record.restOnly === true && !record.output)).toBe(true);
    expect(text(buildPageRecords(weighted('1'), {url, fallbackSection: 'Rstest'})).some((record) => record.restOnly && !record.output)).toBe(false);
  });

  it('stops the build on a weight that is not a number above 0 and at most 1', () => {
    for (const bad of ['0', '2', 'low', '']) {
      expect(() => buildPageRecords(weighted(bad), {url, fallbackSection: 'Rstest'})).toThrow(/whats-new has <meta name="search-weight"/);
    }
  });
});

describe('the page description (issue 35: concept queries find the page)', () => {
  const url = 'https://rstest.rs/api/rstest/fakeTimers';
  const withDescription = (description: string) =>
    PAGE.replace('<title>', `<meta name="description" content="${description}"><title>`);

  it('is a text record at the top of the page, packed into the rest file alone', () => {
    const records = buildPageRecords(withDescription('Control time in tests.'), {url, fallbackSection: 'Rstest'});
    expect(records[1]).toMatchObject({type: 'content', content: 'Control time in tests.', anchor: null, url, restOnly: true});
    const {head, rest} = packRecords(records, {locale: 'en', site: 'https://rstest.rs'});
    expect(head.pages[0][3][0]).toBe('');
    expect(rest.rest).toContainEqual([1, 'Control time in tests.']);
  });

  it('is left out when it is the first paragraph (Docusaurus\'s description without front matter)', () => {
    const records = buildPageRecords(withDescription('Replace the clock.'), {url, fallbackSection: 'Rstest'});
    expect(records.filter((record) => record.content === 'Replace the clock.')).toHaveLength(1);
  });
});
