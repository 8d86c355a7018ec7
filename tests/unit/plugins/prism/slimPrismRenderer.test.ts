/** @jest-environment node */
import fs from 'node:fs';
import {prismRendererModuleFile} from '@site/src/plugins/prism';
import {slimPrismRenderer} from '@site/src/plugins/prism/slimPrismRenderer';

const original = fs.readFileSync(prismRendererModuleFile(), 'utf8');

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
    expect(() => slimPrismRenderer(withoutLanguages)).toThrow(/bundled languages section .* was not found/);
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
