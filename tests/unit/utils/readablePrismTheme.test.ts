import {themes} from 'prism-react-renderer';
import {MIN_TEXT_CONTRAST, contrastRatio, parseColor, readableOn, readablePrismTheme} from '@site/src/utils/readablePrismTheme';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);

describe('readableOn', () => {
  it('keeps a colour that already reaches 4.5:1', () => {
    expect(readableOn('#393A34', '#f6f8fa')).toBe('#393A34');
    expect(readableOn('rgb(248, 248, 242)', '#282A36')).toBe('rgb(248, 248, 242)');
  });

  it('darkens a colour on a light background just enough', () => {
    const fixed = readableOn('#36acaa', '#f6f8fa');
    expect(ratio('#36acaa', '#f6f8fa')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(ratio(fixed, '#f6f8fa')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio(fixed, '#f6f8fa')).toBeLessThan(MIN_TEXT_CONTRAST + 0.5);
  });

  it('lightens a colour on a dark background', () => {
    const fixed = readableOn('rgb(98, 114, 164)', '#282A36');
    expect(ratio(fixed, '#282A36')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(parseColor(fixed)!.every((channel, index) => channel >= [98, 114, 164][index])).toBe(true);
  });

  it('leaves colours it cannot read (names, variables) as they are', () => {
    expect(readableOn('inherit', '#fff')).toBe('inherit');
    expect(readableOn('var(--x)', '#fff')).toBe('var(--x)');
  });
});

describe('readablePrismTheme', () => {
  it.each([['github'], ['dracula']] as const)('makes every token of the %s theme readable on its background', (name) => {
    const theme = readablePrismTheme(themes[name]);
    const background = theme.plain.backgroundColor!;
    for (const {style} of theme.styles) {
      if (style.color) expect(ratio(style.color, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(theme.styles.map((token) => token.types)).toEqual(themes[name].styles.map((token) => token.types));
  });
});
