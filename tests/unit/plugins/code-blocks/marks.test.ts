// The browser half of the build's highlighting (src/plugins/code-blocks/marks.ts): marks to lines.
import {MARK_BASE, codeHtml, markedLines, stripMarks} from '@site/src/plugins/code-blocks/marks';

const mark = (index?: number) => String.fromCharCode(index === undefined ? MARK_BASE : MARK_BASE + 1 + index);
const CLASSES = ['pl1 pd2', 'pl3'];
// `const a = '<b>';` then an empty line, then a run of class 1 over two lines.
const MARKED = `${mark(0)}const${mark()} a = ${mark(1)}'<b>'${mark()};\n\n${mark(0)}one\ntwo${mark()} end`;

describe('markedLines', () => {
  it('gives each line its text and its HTML, escaped, a run going on over lines', () => {
    expect(markedLines({code: MARKED, classes: CLASSES})).toEqual([
      {text: "const a = '<b>';", html: '<span class="pl1 pd2">const</span> a = <span class="pl3">\'&lt;b&gt;\'</span>;'},
      {text: '', html: ''},
      {text: 'one', html: '<span class="pl1 pd2">one</span>'},
      {text: 'two end', html: '<span class="pl1 pd2">two</span> end'},
    ]);
  });

  it('strips the marks to the code', () => {
    expect(stripMarks(MARKED)).toBe("const a = '<b>';\n\none\ntwo end");
  });
});

describe('codeHtml', () => {
  it('makes a token-line per line, a <br> on an empty one', () => {
    expect(codeHtml('a\n\nb', {})).toBe('<div class="token-line">a</div><div class="token-line"><br></div><div class="token-line">b</div>');
  });

  it('takes each line from the marked code, skipping the lines the metadata removed (magic comments)', () => {
    const marked = {code: `${mark(0)}// highlight-next-line${mark()}\n${mark(1)}kept${mark()}`, classes: CLASSES};
    expect(codeHtml('kept', {0: ['theme-code-block-highlighted-line']}, marked)).toBe(
      '<div class="token-line theme-code-block-highlighted-line"><span class="pl3">kept</span></div>',
    );
  });

  it('falls back to the escaped text of a line the marked code does not have', () => {
    expect(codeHtml('<x>', {}, {code: `${mark(0)}other`, classes: CLASSES})).toBe('<div class="token-line">&lt;x&gt;</div>');
  });

  it('numbers the lines with the given classes', () => {
    expect(codeHtml('a', {}, undefined, {line: 'L', number: 'N', content: 'C'})).toBe(
      '<div class="token-line L"><span class="N"></span><span class="C">a</span></div>',
    );
  });
});
