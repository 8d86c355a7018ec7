// Code tokens coloured by class names instead of inline styles, so that both colour modes are one
// stylesheet and a block never re-renders for the colour mode. Each style declaration of each theme
// (`color: #d73a49`, `font-style: italic` ...) gets a short class, `pl<n>` for the light theme and
// `pd<n>` for the dark one; a token carries the classes of the style prism-react-renderer would give
// it in each theme, and one stylesheet (tokenStylesheet, written by the plugin, index.ts) scopes them
// to `html[data-theme]`. Both sides derive the numbering from the same theme objects (themes.ts), so
// the classes the build gives the tokens (highlight.ts) and the stylesheet agree.
import type {PrismTheme} from 'prism-react-renderer';
import {parseColor} from '../../utils/readablePrismTheme';

type Style = Record<string, string | number | undefined>;
type Side = 'l' | 'd';

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const declarationOf = (property: string, value: string | number) => `${kebab(property)}:${value}`;

/** Every distinct declaration of a theme's token styles, in order of appearance: a class's number is its index. */
function declarations(theme: PrismTheme): string[] {
  const seen = new Set<string>();
  for (const {style} of theme.styles) {
    for (const [property, value] of Object.entries(style as Style)) {
      if (value !== undefined && value !== null) seen.add(declarationOf(property, value));
    }
  }
  return [...seen];
}

/** prism-react-renderer's theme dictionary for one language (its `themeToDict`). */
function dictionary(theme: PrismTheme, language: string): Record<string, Style> {
  const dict: Record<string, Style> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as Style)};
  }
  return dict;
}

/** Equal values, colours compared as colours (`rgb(248, 248, 242)` is `#F8F8F2`). */
function sameValue(a: string | number | undefined, b: string | number | undefined): boolean {
  const [colourA, colourB] = [a, b].map((value) => parseColor(String(value ?? '')));
  if (colourA && colourB) return colourA.every((channel, i) => channel === colourB[i]);
  return String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();
}

/**
 * The classes of one theme for a token's types: the style prism-react-renderer gives the token
 * (each type's style merged in order; `plain` alone has none), minus what the block's plain text
 * already has (its colour), as `<side><index>` classes.
 */
function themeClasses(theme: PrismTheme, side: Side, index: Map<string, number>, dict: Record<string, Style>, types: readonly string[]): string[] {
  if (types.length === 1 && types[0] === 'plain') return [];
  const style: Style = Object.assign({}, ...types.map((type) => dict[type]));
  const plain = theme.plain as Style;
  const classes: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (value === undefined || value === null) continue;
    if (property in plain && sameValue(plain[property], value)) continue;
    const number = index.get(declarationOf(property, value));
    if (number !== undefined) classes.push(`p${side}${number}`);
  }
  return classes.sort();
}

export interface TokenClasses {
  /** The `class` of a token's span: its colour classes in both themes, or '' when it looks like plain text in both (no span). */
  (types: readonly string[], language: string): string;
}

/** The class names of tokens for a pair of themes (cached per language and types). */
export function createTokenClasses(light: PrismTheme, dark: PrismTheme): TokenClasses {
  const sides = [
    {theme: light, side: 'l' as const, index: new Map(declarations(light).map((d, i) => [d, i]))},
    {theme: dark, side: 'd' as const, index: new Map(declarations(dark).map((d, i) => [d, i]))},
  ];
  const dictionaries = new Map<string, Record<string, Style>[]>();
  const cache = new Map<string, string>();
  return (types, language) => {
    const key = `${language}\u0000${types.join(' ')}`;
    let result = cache.get(key);
    if (result === undefined) {
      let dicts = dictionaries.get(language);
      if (!dicts) {
        dicts = sides.map(({theme}) => dictionary(theme, language));
        dictionaries.set(language, dicts);
      }
      const colours = sides.flatMap(({theme, side, index}, i) => themeClasses(theme, side, index, dicts[i], types));
      result = colours.join(' ');
      cache.set(key, result);
    }
    return result;
  };
}

const LIGHT_SCOPE = "html:not([data-theme='dark'])";
const DARK_SCOPE = "html[data-theme='dark']";

/**
 * The stylesheet of the token classes, and of the code blocks' plain colours (`--prism-color`,
 * `--prism-background-color`, which theme-classic would set inline on each block from a theme of
 * themeConfig.prism: the site names none there).
 */
export function tokenStylesheet(light: PrismTheme, dark: PrismTheme): string {
  const rules = [
    `/* Generated by src/plugins/code-blocks (tokenClasses.ts) from themes.ts. */`,
    ...[
      {theme: light, side: 'l', scope: LIGHT_SCOPE},
      {theme: dark, side: 'd', scope: DARK_SCOPE},
    ].flatMap(({theme, side, scope}) => {
      const plain = theme.plain as Style;
      const variables = [
        plain.color !== undefined && `--prism-color:${plain.color}`,
        plain.backgroundColor !== undefined && `--prism-background-color:${plain.backgroundColor}`,
      ].filter(Boolean);
      return [
        `${scope}{${variables.join(';')}}`,
        ...declarations(theme).map((declaration, number) => `${scope} .p${side}${number}{${declaration}}`),
      ];
    }),
  ];
  return `${rules.join('\n')}\n`;
}
