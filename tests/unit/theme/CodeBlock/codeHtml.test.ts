import fs from 'node:fs';
import path from 'node:path';
import {codeHtml, escapeHtml, plainLines} from '@site/src/utils/codeHtml';
import {highlight, tokenize} from '@site/src/plugins/prism/client/highlighter';
import type {TokenClasses} from '@site/src/plugins/prism/tokenClasses';

/** Classes by type: keywords and strings coloured, everything else plain. */
const tokenClasses: TokenClasses = (types) =>
  types.includes('keyword') ? 'token keyword k' : types.includes('string') ? 'token string s' : '';

describe('codeHtml', () => {
  it('writes a line element per line, coloured tokens as spans and plain tokens as text', () => {
    const html = codeHtml(tokenize("import x from 'y';\nconst z = x;", 'ts'), {language: 'ts', tokenClasses});
    expect(html).toBe(
      '<div class="token-line"><span class="token keyword k">import</span> x <span class="token keyword k">from</span> <span class="token string s">\'y\'</span>;</div>' +
        '<div class="token-line"><span class="token keyword k">const</span> z = x;</div>',
    );
  });

  it('joins adjacent tokens of the same classes into one span', () => {
    const lines = [[{types: ['keyword'], content: 'export'}, {types: ['keyword'], content: ' default'}, {types: ['plain'], content: ' x'}]];
    expect(codeHtml(lines, {language: 'ts', tokenClasses})).toBe('<div class="token-line"><span class="token keyword k">export default</span> x</div>');
  });

  it('gives an empty line a <br> so that it keeps its height, and no other line one', () => {
    const html = codeHtml(plainLines('a\n\nb'), {language: 'text', tokenClasses});
    expect(html).toBe('<div class="token-line">a</div><div class="token-line"><br></div><div class="token-line">b</div>');
    // Prism's own empty-line marker is the same.
    expect(codeHtml(tokenize('a\n\nb', 'ts'), {language: 'ts', tokenClasses})).toBe(html);
  });

  it('escapes the code', () => {
    expect(escapeHtml('a < b && c > "d"')).toBe('a &lt; b &amp;&amp; c &gt; "d"');
    expect(codeHtml(plainLines('<script>alert(1)</script>'), {language: 'text', tokenClasses})).toBe(
      '<div class="token-line">&lt;script&gt;alert(1)&lt;/script&gt;</div>',
    );
  });

  it('adds the classes of highlighted lines, and the number and content cells of numbered lines', () => {
    const html = codeHtml(plainLines('one\ntwo'), {
      language: 'text',
      tokenClasses,
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
      numbered: {line: 'codeLine', number: 'codeLineNumber', content: 'codeLineContent'},
    });
    expect(html).toBe(
      '<div class="token-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent">one</span></div>' +
        '<div class="token-line theme-code-block-highlighted-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent">two</span></div>',
    );
  });

  it('renders a language Prism lacks as plain text, and the same text as the plain lines', () => {
    const code = 'fn main() {\n}';
    expect(highlight(code, {language: 'no-such-language', tokenClasses})).toBe(codeHtml(plainLines(code), {language: 'no-such-language', tokenClasses}));
    expect(tokenize(code, 'no-such-language').map((line) => line.map((token) => token.content).join(''))).toEqual(['fn main() {', '}']);
  });

  it('keeps every character of the code, in order', () => {
    const code = "const a = `x${1 + 2}`;\n\n// é <b>\n\tif (a) {}\n";
    const text = highlight(code, {language: 'ts', tokenClasses})
      .replace(/<br>/g, '')
      .replace(/<\/div>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(text).toBe(`${code}\n`);
  });
});

describe("theme-classic's numbered-line classes, which the ejected CodeBlock/Content imports from a private file", () => {
  it('are still declared by CodeBlock/Line/styles.module.css', () => {
    const css = fs.readFileSync(path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/theme/CodeBlock/Line/styles.module.css'), 'utf8');
    for (const name of ['codeLine', 'codeLineNumber', 'codeLineContent']) expect(css).toMatch(new RegExp(String.raw`\.${name}\b`));
  });
});
