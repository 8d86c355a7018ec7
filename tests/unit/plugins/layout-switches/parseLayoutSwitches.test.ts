/**
 * @jest-environment node
 */
import {parseLayoutSwitches} from '@site/src/plugins/layout-switches/parseLayoutSwitches';

describe('parseLayoutSwitches: the URL query', () => {
  it.each([
    ['?navbar=0', ['navbar']],
    ['?sidebar=0', ['sidebar']],
    ['?outline=0', ['outline']],
    ['?footer=0', ['footer']],
  ])('%s hides that part', (search, hidden) => {
    expect(parseLayoutSwitches(search).query).toEqual(hidden);
  });

  it('hides several parts at once, in the order navbar, sidebar, outline, footer', () => {
    expect(parseLayoutSwitches('?footer=0&navbar=0&outline=0&sidebar=0').query).toEqual([
      'navbar',
      'sidebar',
      'outline',
      'footer',
    ]);
  });

  it.each(['?navbar=1', '?navbar=abc', '?navbar=', '?navbar', '?navbar=00', '?navbar=false', '?Navbar=0', ''])(
    '%s (an unknown value or key) changes nothing',
    (search) => {
      expect(parseLayoutSwitches(search).query).toEqual([]);
    },
  );

  it('reads a search string with or without its leading "?" and ignores other parameters', () => {
    expect(parseLayoutSwitches('navbar=0').query).toEqual(['navbar']);
    expect(parseLayoutSwitches('?docusaurus-theme=dark&footer=0&q=navbar').query).toEqual(['footer']);
  });

  it('leaves the frontmatter list empty when no frontmatter is given', () => {
    expect(parseLayoutSwitches('?navbar=0').frontMatter).toEqual([]);
    expect(parseLayoutSwitches('?navbar=0', null).frontMatter).toEqual([]);
  });
});

describe('parseLayoutSwitches: the doc frontmatter', () => {
  it.each([
    [{navbar: false}, ['navbar']],
    [{sidebar: false}, ['sidebar']],
    [{outline: false}, ['outline']],
    [{footer: false}, ['footer']],
  ])('%j hides that part', (frontMatter, hidden) => {
    expect(parseLayoutSwitches('', frontMatter).frontMatter).toEqual(hidden);
  });

  it('supports the stock hide_table_of_contents as the outline switch', () => {
    expect(parseLayoutSwitches('', {hide_table_of_contents: true}).frontMatter).toEqual(['outline']);
    expect(parseLayoutSwitches('', {hide_table_of_contents: true, outline: false}).frontMatter).toEqual(['outline']);
    expect(parseLayoutSwitches('', {hide_table_of_contents: false}).frontMatter).toEqual([]);
  });

  it('hides nothing for true, missing or non-boolean values', () => {
    expect(
      parseLayoutSwitches('', {navbar: true, sidebar: 'false', outline: 0, footer: null}).frontMatter,
    ).toEqual([]);
    expect(parseLayoutSwitches('', {}).frontMatter).toEqual([]);
  });

  it('keeps the two sources apart', () => {
    expect(parseLayoutSwitches('?navbar=0', {footer: false})).toEqual({query: ['navbar'], frontMatter: ['footer']});
  });
});
