import {hasOutline, outlineHeadings, outlineLevels} from '@site/src/utils/outline';

const SITE = {minHeadingLevel: 2, maxHeadingLevel: 4};
const heading = (level: number, value = `h${level}`) => ({level, value, id: value});

describe('outline', () => {
  it('lists the headings of depth 2 to 4 and leaves deeper ones out', () => {
    const toc = [heading(2), heading(3), heading(4), heading(5), heading(6)];
    expect(outlineHeadings(toc, SITE).map((h) => h.level)).toEqual([2, 3, 4]);
  });

  it('has no outline when no heading is in range', () => {
    expect(hasOutline([], SITE)).toBe(false);
    expect(hasOutline([heading(5), heading(6)], SITE)).toBe(false);
    expect(hasOutline([heading(5), heading(4)], SITE)).toBe(true);
  });

  it('takes the range from the page frontmatter first, then from the site', () => {
    expect(outlineLevels({}, SITE)).toEqual(SITE);
    expect(outlineLevels({maxHeadingLevel: 2}, SITE)).toEqual({minHeadingLevel: 2, maxHeadingLevel: 2});
    expect(hasOutline([heading(3)], outlineLevels({maxHeadingLevel: 2}, SITE))).toBe(false);
    expect(hasOutline([heading(5)], outlineLevels({maxHeadingLevel: 5}, SITE))).toBe(true);
  });
});
