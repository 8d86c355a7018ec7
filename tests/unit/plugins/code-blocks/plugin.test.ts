/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import codeBlocksPlugin from '@site/src/plugins/code-blocks';
import {tokenStylesheet} from '@site/src/plugins/code-blocks/tokenClasses';
import {CODE_THEMES} from '@site/src/plugins/code-blocks/themes';

describe('the code-blocks plugin', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-plugin-'));
  afterAll(() => fs.rmSync(generatedFilesDir, {recursive: true, force: true}));
  const plugin = (additionalLanguages: string[] = []) =>
    codeBlocksPlugin({generatedFilesDir, siteConfig: {themeConfig: {prism: {additionalLanguages}}}} as unknown as LoadContext);
  const configure = (isServer: boolean) => (plugin().configureWebpack as unknown as (config: object, isServer: boolean) => object)({}, isServer);

  it('writes the token classes’ stylesheet of the code themes as a client module', () => {
    const modules = plugin().getClientModules!() as string[];
    expect(modules).toHaveLength(1);
    expect(fs.readFileSync(modules[0], 'utf8')).toBe(tokenStylesheet(CODE_THEMES.light, CODE_THEMES.dark));
  });

  it('gives the browser no prism-react-renderer, and the server the real one', () => {
    expect(configure(false)).toEqual({resolve: {alias: {'prism-react-renderer$': false}}});
    expect(configure(true)).toEqual({});
  });

  it('provides the code block’s components', () => {
    const themePath = plugin().getThemePath!();
    for (const component of ['CodeBlock/index.tsx', 'CodeBlock/Content/index.tsx', 'CodeBlock/Buttons/CopyButton/index.tsx', 'prism-include-languages.ts']) {
      expect(fs.existsSync(path.join(themePath, component))).toBe(true);
    }
  });

  it('refuses languages for the browser’s Prism', () => {
    expect(() => plugin(['rust'])).toThrow(/additionalLanguages/);
  });
});
