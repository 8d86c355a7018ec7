/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from './filesUnder';

// The site (src/ and docusaurus.config.ts) imports nothing from scripts/, the developers' tools
// (issue 42): what the site does is found in src/. Read as text: every import, export … from,
// import(), require() and jiti() specifier.

const ROOT = path.join(__dirname, '../..');
const SITE_FILES = [path.join(ROOT, 'docusaurus.config.ts'), ...filesUnder(path.join(ROOT, 'src'), /\.[cm]?[jt]sx?$/)];
const SPECIFIER = /(?:\bfrom|\bimport|\brequire\s*\(|\bjiti\s*\()\s*\(?\s*(['"`])([^'"`\n]+)\1/g;

/** The files below scripts/ that `file`'s source imports. */
export function scriptsImportedBy(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[2]!)
    .filter((specifier) => {
      const target = specifier.startsWith('@site/')
        ? path.join(ROOT, specifier.slice('@site/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null;
      return target !== null && path.relative(ROOT, target).split(path.sep)[0] === 'scripts';
    });
}

it('finds every way of importing from scripts/', () => {
  const file = path.join(ROOT, 'src/plugins/x/index.ts');
  const source = [
    "import {a} from '../../../scripts/a';",
    "import type {B} from '@site/scripts/b';",
    "export {c} from '../../../scripts/c';",
    "import '../../../scripts/d';",
    "const e = require('../../../scripts/e.cjs');",
    "const f = await import('../../../scripts/f.mjs');",
    "const g = jiti('../../../scripts/g.ts');",
    "import {h} from '../../utils/h';",
    "import {i} from 'scripts';",
  ].join('\n');
  expect(scriptsImportedBy(file, source)).toEqual([
    '../../../scripts/a',
    '@site/scripts/b',
    '../../../scripts/c',
    '../../../scripts/d',
    '../../../scripts/e.cjs',
    '../../../scripts/f.mjs',
    '../../../scripts/g.ts',
  ]);
  expect(scriptsImportedBy(path.join(ROOT, 'docusaurus.config.ts'), "import {x} from './scripts/x';")).toEqual(['./scripts/x']);
});

it('src/ and docusaurus.config.ts import nothing from scripts/', () => {
  expect(SITE_FILES.length).toBeGreaterThan(100);
  const imports = SITE_FILES.flatMap((file) => scriptsImportedBy(file, fs.readFileSync(file, 'utf8')).map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`));
  expect(imports).toEqual([]);
});
