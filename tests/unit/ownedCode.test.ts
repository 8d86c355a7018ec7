/** @jest-environment node */
// What the site owns of other packages' code stays within what issue 51 set (src/patches/README.md):
// the ejected and rewritten theme components at most 600 lines, the patches' code at most 900.
import fs from 'node:fs';
import path from 'node:path';
import {findReliances} from '@site/scripts/upgrade-check/check';
import {filesUnder} from './filesUnder';

const ROOT = path.join(__dirname, '../..');
const lines = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;

it('ejects: at most 600 lines', () => {
  const files = [...new Set(findReliances().filter((reliance) => reliance.kind === 'eject').map((reliance) => reliance.site))].sort();
  expect(files.length).toBeGreaterThanOrEqual(10);
  expect(files.reduce((sum, file) => sum + lines(file), 0)).toBeLessThanOrEqual(600);
});

it('patches: at most 900 lines of code (guard.ts and failure.cjs included; contract tests and their helper left out)', () => {
  const files = filesUnder(path.join(ROOT, 'src/patches'), /\.(?:ts|cjs)$/)
    .map((file) => path.relative(ROOT, file))
    .filter((file) => !/\.test\.ts$/.test(file) && path.basename(file) !== 'testing.ts');
  expect(files.length).toBeGreaterThanOrEqual(5);
  expect(files.reduce((sum, file) => sum + lines(file), 0)).toBeLessThanOrEqual(900);
});
