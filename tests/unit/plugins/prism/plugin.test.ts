/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import prismPlugin, {themeLanguagesClientModule} from '@site/src/plugins/prism';

describe('the prism plugin', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-plugin-'));
  afterAll(() => fs.rmSync(generatedFilesDir, {recursive: true, force: true}));

  const alias = () => {
    const plugin = prismPlugin({generatedFilesDir} as LoadContext);
    const config = (plugin.configureWebpack as unknown as () => {resolve: {alias: Record<string, string>}})();
    return config.resolve.alias;
  };

  it("replaces theme-classic's start-up language module, at the path Docusaurus requires it by, with an empty one", () => {
    const moduleFile = themeLanguagesClientModule();
    // The theme still ships the module the alias targets (a rename upstream would make the alias a no-op).
    expect(fs.existsSync(`${moduleFile}.js`)).toBe(true);
    expect(fs.readFileSync(`${moduleFile}.js`, 'utf8')).toContain("from 'prism-react-renderer'");
    const replacement = alias()[`${moduleFile}$`];
    expect(replacement).toBe(path.join(__dirname, '../../../../src/plugins/prism/noLanguagesAtStartup.ts'));
    expect(fs.readFileSync(replacement, 'utf8')).not.toMatch(/^\s*import /m);
  });

  it('points prism-react-renderer at the slim copy it writes', () => {
    const slimFile = alias()['prism-react-renderer$'];
    expect(slimFile.startsWith(generatedFilesDir)).toBe(true);
    expect(fs.readFileSync(slimFile, 'utf8')).toContain('var Highlight = (');
  });
});
