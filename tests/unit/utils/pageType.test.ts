import {MDX_PAGE_TYPES, heroOf, pageTypeOf} from '@site/src/utils/pageType';

describe('pageTypeOf', () => {
  it.each(MDX_PAGE_TYPES)('reads pageType: %s', (type) => {
    expect(pageTypeOf({pageType: type})).toBe(type);
  });

  it('treats a page without a page type, or with an unknown one, as a doc', () => {
    expect(pageTypeOf({})).toBe('doc');
    expect(pageTypeOf({pageType: 'landing'})).toBe('doc');
    expect(pageTypeOf({pageType: 404})).toBe('doc');
  });
});

describe('heroOf', () => {
  it('reads the hero name and text from the frontmatter', () => {
    expect(heroOf({hero: {name: 'Rstest', text: 'Rspack-based testing framework'}})).toEqual({
      name: 'Rstest',
      text: 'Rspack-based testing framework',
    });
  });

  it('accepts a hero without text', () => {
    expect(heroOf({hero: {name: 'Rstest'}})).toEqual({name: 'Rstest', text: ''});
  });

  it('has no hero without a name', () => {
    expect(heroOf({})).toBeUndefined();
    expect(heroOf({hero: 'Rstest'})).toBeUndefined();
    expect(heroOf({hero: {text: 'x'}})).toBeUndefined();
    expect(heroOf({hero: {name: '  '}})).toBeUndefined();
  });
});
