/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {rspack} from '@rspack/core';
import {themes} from 'prism-react-renderer';
import prismPlugin from '@site/src/plugins/prism';
import {tokenStylesheet} from '@site/src/plugins/prism/tokenClasses';

type WebpackConfig = {plugins: unknown[]};
const SITE_DIR = path.join(__dirname, '../../../..');
const CONTENT_DIR = path.join(SITE_DIR, 'src/theme/CodeBlock/Content');

describe('the prism plugin', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-plugin-'));
  afterAll(() => fs.rmSync(generatedFilesDir, {recursive: true, force: true}));

  const siteConfig = {themeConfig: {prism: {theme: themes.github, darkTheme: themes.dracula}}};
  const plugin = () => prismPlugin({generatedFilesDir, siteConfig} as unknown as LoadContext);
  const configure = (isServer: boolean) =>
    (plugin().configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => WebpackConfig)({}, isServer, {
      currentBundler: {name: 'rspack', instance: rspack},
    });
  it('gives the server bundle the synchronous highlighter loader, and the browser bundle the on-demand one', () => {
    expect(configure(false).plugins).toEqual([]);
    const [plugin] = configure(true).plugins as {_args: [RegExp, string]}[];
    expect(plugin).toBeInstanceOf(rspack.NormalModuleReplacementPlugin);
    // Rspack's built-in plugins keep their constructor arguments.
    const [resourceRegExp, newResource] = plugin._args;
    const replacement = {resourceRegExp, newResource};
    // The request the code block makes, and the file that replaces it, both exist.
    const request = '@site/src/plugins/prism/client/highlighterLoader';
    expect(fs.readFileSync(path.join(CONTENT_DIR, 'index.tsx'), 'utf8')).toContain(`from '${request}'`);
    expect(replacement.resourceRegExp.test(request)).toBe(true);
    expect(replacement.resourceRegExp.test(`${request}.server`)).toBe(false);
    expect(fs.existsSync(path.join(SITE_DIR, `${replacement.newResource.replace(/^@site\//, '')}.ts`))).toBe(true);
  });

  it("writes the token classes' stylesheet of the configured themes as a client module", () => {
    const modules = plugin().getClientModules!() as string[];
    expect(modules).toHaveLength(1);
    expect(modules[0].startsWith(generatedFilesDir)).toBe(true);
    expect(fs.readFileSync(modules[0], 'utf8')).toBe(tokenStylesheet(themes.github, themes.dracula));
  });
});
