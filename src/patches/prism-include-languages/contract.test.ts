/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {checkTestedVersions} from '../guard';
import {guardErrors} from '../testing';
import prismIncludeLanguagesPlugin, {NO_LANGUAGES_MODULE, PATCH, checkThemeClientModule, themeLanguagesClientModule} from '.';

const configure = (isServer: boolean) =>
  (prismIncludeLanguagesPlugin().configureWebpack as unknown as (config: object, isServer: boolean) => {resolve: {alias: Record<string, string>}; plugins: unknown[]})(
    {},
    isServer,
  );

describe('prism-include-languages', () => {
  it('the installed theme-classic is a tested version, and still lists and ships the start-up module', () => {
    expect(() => checkTestedVersions(PATCH)).not.toThrow();
    expect(() => checkThemeClientModule()).not.toThrow();
    // The module the alias targets imports Prism: it is what brought Prism into main.js.
    expect(fs.readFileSync(`${themeLanguagesClientModule()}.js`, 'utf8')).toContain("from 'prism-react-renderer'");
  });

  it("replaces theme-classic's start-up language module, at the path Docusaurus requires it by, with an empty one, in both bundles", () => {
    for (const isServer of [false, true]) {
      const replacement = configure(isServer).resolve.alias[`${themeLanguagesClientModule()}$`];
      expect(replacement).toBe(path.join(__dirname, 'noLanguagesAtStartup.ts'));
    }
    expect(fs.readFileSync(NO_LANGUAGES_MODULE, 'utf8')).not.toMatch(/^\s*import /m);
  });

  it("fails the build when the client bundle holds theme-classic's module, or not the empty one", () => {
    const configured = configure(false);
    expect(guardErrors(configured, [{resource: NO_LANGUAGES_MODULE}])).toEqual([]);
    expect(guardErrors(configured, [{resource: `${themeLanguagesClientModule()}.js`}])).toEqual([
      expect.stringMatching(/^\[patch prism-include-languages\] the client bundle has 0 module\(s\) of the empty stand-in .* 1 module\(s\) of theme-classic's start-up languages module/),
    ]);
  });
});
