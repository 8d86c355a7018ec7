import {docHeadings} from '@site/src/plugins/shared/parseDocSource';

const SOURCE = ['---', 'title: Page', '---', '', '# Page', '', '## First {#one}', '', 'Text.', '', '### Nested `code`', '', '## First', ''].join('\n');

describe('docHeadings', () => {
  it('lists the headings below the title with the anchors Docusaurus gives them', () => {
    expect(docHeadings(SOURCE)).toEqual([
      {depth: 2, text: 'First', id: 'one'},
      {depth: 3, text: 'Nested code', id: 'nested-code'},
      {depth: 2, text: 'First', id: 'first'},
    ]);
  });

  it('parses a source once: an unchanged source gets the same, frozen list (npm start reloads the site on every save)', () => {
    const first = docHeadings(`${SOURCE}\n## Later\n`);
    const again = docHeadings(`${SOURCE}\n## Later\n`);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(() => (first as {text: string}[])[0].text = 'changed').toThrow(TypeError);
  });

  it('parses a changed source anew', () => {
    const before = docHeadings(`${SOURCE}\n## Before\n`);
    const after = docHeadings(`${SOURCE}\n## After\n`);
    expect(after).not.toBe(before);
    expect(after.at(-1)).toEqual({depth: 2, text: 'After', id: 'after'});
  });
});
