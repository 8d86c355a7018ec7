// prism-react-renderer 2.x ships one ES module that holds Prism's core, about thirty languages
// (swift, kotlin, objectivec, reason, go, python, sql ...) and twenty colour themes, all executed at
// import time, so a bundler keeps them all. This cuts the languages and themes out of that module's
// text; the site registers the languages it uses itself (src/plugins/prism/registerLanguages.ts), and
// Docusaurus always passes the theme from the site config. Each cut starts and ends at a section comment of the bundle; when one
// is not found the build stops (contract.test.ts), so an upgrade of prism-react-renderer cannot
// silently bring the weight back or break highlighting.
import {patchFailure, type Patch} from '../guard';

export const PATCH: Patch = {name: 'prism-react-renderer-slim', packages: [{name: 'prism-react-renderer', tested: '2.4.x'}]};

interface Cut {
  name: string;
  start: string;
  end: string;
  replacement: string;
}

const CUTS: Cut[] = [
  {
    name: 'bundled languages',
    start: '// src/prism-langs.ts\n',
    end: '// src/themes/index.ts\n',
    // The core stays: the statement that creates the instance is the first line of the section.
    replacement: '// src/prism-langs.ts (languages: src/plugins/prism/languages.ts)\nvar Prism = __toESM(require_prism());\n\n',
  },
  {
    name: 'bundled themes',
    start: '// src/themes/index.ts\n',
    end: '// src/index.ts\n',
    // `themes` stays exported, empty; the default theme of <Highlight> is never used (Docusaurus passes one).
    replacement: '// src/themes (removed: the site config gives the themes)\nvar themes_exports = {};\nvar vsDark_default = {plain: {}, styles: []};\n\n',
  },
];

/** The first statement the languages section must start with; checked so that the core is kept. */
const CORE_STATEMENT = 'var Prism = __toESM(require_prism());';

export function slimPrismRenderer(source: string): string {
  return CUTS.reduce((text, cut) => {
    const start = text.indexOf(cut.start);
    const end = start < 0 ? -1 : text.indexOf(cut.end, start + cut.start.length);
    const section = start < 0 || end < 0 ? '' : text.slice(start, end);
    if (!section || (cut.name === 'bundled languages' && !section.includes(CORE_STATEMENT))) {
      throw patchFailure(PATCH, `the ${cut.name} section of prism-react-renderer's dist/index.mjs was not found; the cuts are written for prism-react-renderer 2.4.`);
    }
    return text.slice(0, start) + cut.replacement + text.slice(end);
  }, source);
}
