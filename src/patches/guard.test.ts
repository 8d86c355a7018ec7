/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {assertShape, missingReads, moduleProblems, packageDir, patchFailure} from './guard';

describe('the patches guard', () => {
  it('lists the files a patch reads that the installed packages lack', () => {
    expect(missingReads({name: 'example', reads: [{package: '@docusaurus/core', file: 'lib/client/clientEntry.js'}]})).toEqual([]);
    expect(missingReads({name: 'example', reads: [{package: '@docusaurus/core', file: 'lib/no-such-file.js'}]})).toEqual(['@docusaurus/core/lib/no-such-file.js']);
  });

  it('finds an installed package whose exports do not list its package.json', () => {
    const dir = packageDir({name: '@docsearch/react'});
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name).toBe('@docsearch/react');
    expect(() => packageDir({name: 'no-such-package-for-the-guard'})).toThrow(/is not installed/);
  });

  it('a shape assertion fails with the patch name and a given piece of advice', () => {
    const patch = {name: 'example', reads: []};
    expect(() => assertShape(patch, true, 'never')).not.toThrow();
    expect(() => assertShape(patch, false, 'the file moved.', 'delete the patch.')).toThrow('[patch example] the file moved.\n  What to do: delete the patch.');
    expect(patchFailure(patch, 'x').name).toBe('PatchError');
  });

  it('counts the modules of an expectation and checks their loader', () => {
    const expectation = {what: 'the registry', resource: /registry\.js$/, count: 1, loader: '/loader.cjs'};
    expect(moduleProblems([{resource: '/a/registry.js', loaders: [{loader: '/loader.cjs'}]}], [expectation])).toEqual([]);
    expect(moduleProblems([{resource: '/a/registry.js'}, {resource: '/b/registry.js'}], [expectation])).toEqual([
      'the client bundle has 2 module(s) of the registry, expected exactly 1.',
      expect.stringMatching(/^2 module\(s\) of the registry did not go through .*loader\.cjs: \/a\/registry\.js$/),
    ]);
    expect(moduleProblems([{}], [{what: 'x', resource: () => true, min: 1, max: 2}])).toEqual(['the client bundle has 0 module(s) of x, expected 1 to 2.']);
  });
});
