import React from 'react';
import {render} from '@testing-library/react';
import {Highlight, type PrismTheme, type Token} from 'prism-react-renderer';
import {prism} from '@site/src/plugins/code-blocks/highlight';
import {createTokenClasses, tokenStylesheet} from '@site/src/plugins/code-blocks/tokenClasses';
import {CODE_THEMES} from '@site/src/plugins/code-blocks/themes';
import {parseColor} from '@site/src/utils/readablePrismTheme';

// The site's themes (src/plugins/code-blocks/themes.ts): github and dracula, raised to AA contrast.
const {light: LIGHT, dark: DARK} = CODE_THEMES;
// The build's Prism, with its additional languages.
const Prism = prism();

const SAMPLES: Record<string, string> = {
  ts: "import {expect, test} from '@rstest/core';\n\n// A comment\ntest('adds', async () => {\n  const n: number = 1 + 2;\n  expect(`${n}`).toBe(/3/.source);\n});\n",
  tsx: 'export const App = () => <div className="app">{props.title}</div>;\n',
  bash: 'npm add -D @rstest/core\nnpx rstest --watch # run\n',
  json: '{\n  "scripts": {"test": "rstest"},\n  "private": true\n}\n',
  yaml: 'name: ci\non: [push]\njobs:\n  test: {runs-on: ubuntu-latest}\n',
  diff: '- old line\n+ new line\n  same\n',
  css: '.a > b:hover { color: red; --x: 1px; }\n',
};

/** The declarations of each class in the stylesheet: `{pl3: ['color:#da1068'], ...}` and the scope of each. */
function stylesheetClasses(css: string): Map<string, {scope: string; declarations: string[]}> {
  const classes = new Map<string, {scope: string; declarations: string[]}>();
  for (const [, scope, name, body] of css.matchAll(/^(html[^ \n]*) \.(p[ld]\d+)\{([^}]*)\}$/gm)) {
    classes.set(name, {scope, declarations: body.split(';')});
  }
  return classes;
}

/** The tokens of `code` with the style prism-react-renderer gives each in `theme`. */
function stockTokens(code: string, language: string, theme: PrismTheme): {token: Token; style: Record<string, unknown>}[] {
  const tokens: {token: Token; style: Record<string, unknown>}[] = [];
  render(
    <Highlight prism={Prism} theme={theme} code={code} language={language}>
      {({tokens: lines, getTokenProps}) => {
        for (const line of lines) for (const token of line) tokens.push({token, style: {...getTokenProps({token}).style}});
        return <></>;
      }}
    </Highlight>,
  );
  return tokens;
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const sameColour = (a: unknown, b: unknown) => {
  const [x, y] = [parseColor(String(a)), parseColor(String(b))];
  return x !== null && y !== null && x.every((channel, i) => channel === y[i]);
};

/** What the stock style changes from the block's plain text, as CSS declarations. */
function visibleDeclarations(style: Record<string, unknown>, theme: PrismTheme): string[] {
  return Object.entries(style)
    .filter(([property, value]) => value !== undefined && property !== 'display')
    .filter(([property, value]) => !(property === 'color' && sameColour(value, theme.plain.color)))
    .map(([property, value]) => `${kebab(property)}:${value}`)
    .sort();
}

describe('token classes', () => {
  const tokenClasses = createTokenClasses(LIGHT, DARK);
  const classes = stylesheetClasses(tokenStylesheet(LIGHT, DARK));

  it.each(Object.keys(SAMPLES))('give every %s token the look prism-react-renderer gives it, in both themes', (language) => {
    const light = stockTokens(SAMPLES[language], language, LIGHT);
    const dark = stockTokens(SAMPLES[language], language, DARK);
    expect(light.length).toBeGreaterThan(3);
    let coloured = 0;
    light.forEach(({token, style}, i) => {
      const names = tokenClasses(token.types, language).split(' ').filter((name) => /^p[ld]\d+$/.test(name));
      const declarations = (side: 'l' | 'd') =>
        names
          .filter((name) => name.startsWith(`p${side}`))
          .flatMap((name) => classes.get(name)!.declarations)
          .sort();
      expect({token: token.content, light: declarations('l'), dark: declarations('d')}).toEqual({
        token: token.content,
        light: visibleDeclarations(style, LIGHT),
        dark: visibleDeclarations(dark[i].style, DARK),
      });
      if (names.length > 0) coloured += 1;
    });
    expect(coloured).toBeGreaterThan(0);
  });

  it('are colour classes only, and none for tokens that look like plain text in both themes', () => {
    expect(tokenClasses(['keyword'], 'ts')).toMatch(/^p[ld]\d+( p[ld]\d+)+$/);
    expect(tokenClasses(['plain'], 'ts')).toBe('');
    // github and dracula both draw punctuation in the plain text's colour.
    expect(tokenClasses(['punctuation'], 'ts')).toBe('');
  });

  it('scope the light classes and plain colours to the light theme and the dark ones to the dark theme', () => {
    const css = tokenStylesheet(LIGHT, DARK);
    expect(css).toContain(`html:not([data-theme='dark']){--prism-color:${LIGHT.plain.color};--prism-background-color:${LIGHT.plain.backgroundColor}}`);
    expect(css).toContain(`html[data-theme='dark']{--prism-color:${DARK.plain.color};--prism-background-color:#22262e}`);
    for (const [name, {scope}] of classes) expect(scope).toBe(name.startsWith('pl') ? "html:not([data-theme='dark'])" : "html[data-theme='dark']");
    expect(classes.size).toBeGreaterThan(10);
  });
});
