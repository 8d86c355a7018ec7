import {headTagsOf, titleWithSuffix} from '@site/src/utils/pageHead';

describe('titleWithSuffix', () => {
  it('puts the page suffix right after the title, in place of the site suffix', () => {
    expect(titleWithSuffix('Quick start', ' - Rstest docs')).toBe('Quick start - Rstest docs');
  });

  it('leaves the stock title alone when the page sets no suffix', () => {
    expect(titleWithSuffix('Quick start', undefined)).toBeUndefined();
    expect(titleWithSuffix('Quick start', 42)).toBeUndefined();
    expect(titleWithSuffix(undefined, ' - Rstest docs')).toBeUndefined();
  });

  it('accepts an empty suffix: the title alone', () => {
    expect(titleWithSuffix('Quick start', '')).toBe('Quick start');
  });
});

describe('headTagsOf', () => {
  it('reads Rspress-style [tag, attributes] entries', () => {
    expect(headTagsOf([['meta', {name: 'x', content: 'y'}]])).toEqual([{tag: 'meta', attributes: {name: 'x', content: 'y'}}]);
  });

  it('reads a third item as the tag content and turns attribute values into strings', () => {
    expect(headTagsOf([['script', {type: 'application/ld+json', async: true}, '{"a":1}']])).toEqual([
      {tag: 'script', attributes: {type: 'application/ld+json', async: 'true'}, content: '{"a":1}'},
    ]);
  });

  it('has no tags without a head frontmatter', () => {
    expect(headTagsOf(undefined)).toEqual([]);
    expect(headTagsOf(null)).toEqual([]);
  });

  it.each([
    ['not a list', {meta: {}}, /`head` must be a list/],
    ['an entry that is not a list', ['meta'], /entry 0: expected a list of 2 or 3 items/],
    ['an entry without attributes', [['meta']], /entry 0: expected a list/],
    ['an unknown tag', [['meta', {}], ['title', {}]], /entry 1: tag must be one of meta, link/],
    ['attributes that are not an object', [['meta', 'x']], /attributes must be an object/],
    ['a nested attribute value', [['meta', {content: {a: 1}}]], /attribute content must be a string/],
    ['content that is not a string', [['script', {}, 1]], /content must be a string/],
  ])('fails on %s', (_, head, message) => {
    expect(() => headTagsOf(head)).toThrow(message);
  });
});
