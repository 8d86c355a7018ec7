/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {checkTestedVersions} from '../guard';
import {guardErrors} from '../testing';
import prismReactRendererSlimPlugin, {PATCH, prismRendererModuleFile} from '.';
import {slimPrismRenderer} from './slimPrismRenderer';

const original = fs.readFileSync(prismRendererModuleFile(), 'utf8');

describe('the installed prism-react-renderer', () => {
  it('is a tested version, and its package resolves bundlers to the file the patch cuts', () => {
    expect(() => checkTestedVersions(PATCH)).not.toThrow();
    const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(prismRendererModuleFile()), '..', 'package.json'), 'utf8')) as {module?: string};
    expect(path.normalize(pkg.module ?? '')).toBe(path.join('dist', 'index.mjs'));
  });
});
describe('slimPrismRenderer on the installed prism-react-renderer', () => {
  const slim = slimPrismRenderer(original);

  it('drops the bundled languages and themes', () => {
    for (const bundled of ['Prism.languages.swift =', 'Prism.languages.python =', 'Prism.languages.javascript =', '// src/themes/dracula.ts']) {
      expect(original).toContain(bundled);
      expect(slim).not.toContain(bundled);
    }
    // What the cut removes is most of the module.
    expect(slim.length).toBeLessThan(original.length * 0.4);
  });

  it("keeps Prism's core, the Highlight component and every export", () => {
    expect(slim).toContain('var require_prism = __commonJS(');
    expect(slim).toContain('var Prism = __toESM(require_prism());');
    expect(slim).toContain('var Highlight = (');
    expect(slim).toContain('var themes_exports = {};');
    expect(slim).toMatch(/export \{\s*Highlight2 as Highlight,\s*Prism,\s*normalizeTokens_default as normalizeTokens,\s*themes_exports as themes,\s*useTokenize\s*\}/);
  });

  it('leaves no reference to a removed binding', () => {
    // Every `<name>_default` the rest of the module uses must still be declared.
    const used = new Set(slim.match(/\b\w+_default\b/g));
    for (const name of used) expect(slim).toMatch(new RegExp(`var ${name} =`));
  });
});

describe('slimPrismRenderer on a module it was not written for', () => {
  it('stops the build when the languages section is missing', () => {
    const withoutLanguages = original.replace('// src/prism-langs.ts\n', '// src/languages.ts\n');
    expect(() => slimPrismRenderer(withoutLanguages)).toThrow(/^\[patch prism-react-renderer-slim\] the bundled languages section .* was not found/);
  });

  it('stops the build when the core statement moved out of the languages section', () => {
    const moved = original.replace('var Prism = __toESM(require_prism());', 'var Prism = require_prism();');
    expect(() => slimPrismRenderer(moved)).toThrow(/bundled languages section/);
  });

  it('stops the build when the themes section is missing', () => {
    const withoutThemes = original.replace('// src/themes/index.ts\n', '// src/palettes.ts\n');
    expect(() => slimPrismRenderer(withoutThemes)).toThrow(/section .* was not found/);
  });

  it('stops the build on an empty module', () => {
    expect(() => slimPrismRenderer('')).toThrow(/was not found/);
  });
});

describe('the prism-react-renderer-slim plugin', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-react-renderer-slim-'));
  afterAll(() => fs.rmSync(generatedFilesDir, {recursive: true, force: true}));
  const configure = (isServer: boolean) =>
    (prismReactRendererSlimPlugin({generatedFilesDir} as unknown as LoadContext).configureWebpack as unknown as (config: object, isServer: boolean) => {
      resolve: {alias: Record<string, string>};
      plugins: unknown[];
    })({}, isServer);

  it('points prism-react-renderer at the slim copy it writes, in both bundles', () => {
    for (const isServer of [false, true]) {
      const slimFile = configure(isServer).resolve.alias['prism-react-renderer$'];
      expect(slimFile.startsWith(generatedFilesDir)).toBe(true);
      expect(fs.readFileSync(slimFile, 'utf8')).toContain('var Highlight = (');
    }
  });

  it('fails the build when the client bundle holds prism-react-renderer\'s own build, or not the slim copy', () => {
    const configured = configure(false);
    const slim = {resource: configured.resolve.alias['prism-react-renderer$']};
    expect(guardErrors(configured, [slim])).toEqual([]);
    expect(guardErrors(configured, [slim, {resource: prismRendererModuleFile()}])).toEqual([
      expect.stringMatching(/^\[patch prism-react-renderer-slim\] the client bundle has 1 module\(s\) of prism-react-renderer as the package ships it/),
    ]);
    expect(guardErrors(configured, [])[0]).toMatch(/0 module\(s\) of the slim copy of prism-react-renderer, expected exactly 1/);
  });
});
