/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {PatchError, assertShape, checkTestedVersions, installedVersion, moduleProblems, packageDir, patchFailure, satisfies} from './guard';

describe('the patches guard', () => {
  it.each([
    ['3.10.2', '3.10.x', true],
    ['3.10.0', '3.10.x', true],
    ['3.11.0', '3.10.x', false],
    ['3.10.2', '3.x', true],
    ['4.7.0', '4.7.0', true],
    ['4.7.1', '4.7.0', false],
    ['2.4.1', '>=2.4.0 <2.5.0', true],
    ['2.5.0', '>=2.4.0 <2.5.0', false],
    ['2.5.0', '2.4.x || 2.5.0', true],
    ['3.11.0-canary-6400', '3.x', false],
  ])('%s is in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('refuses a range it cannot read', () => {
    expect(() => satisfies('1.0.0', '^1.0.0')).toThrow(/unreadable version range/);
  });

  it('fails a patch on an untested version, naming the patch, the package, the installed and the tested versions, and what to do', () => {
    const version = installedVersion({name: '@docusaurus/core'});
    const patch = {name: 'example', packages: [{name: '@docusaurus/core', tested: '2.4.x'}]};
    expect(() => checkTestedVersions(patch)).toThrow(PatchError);
    expect(() => checkTestedVersions(patch)).toThrow(
      new RegExp(String.raw`^\[patch example\] @docusaurus/core is ${version.replace(/\./g, '\\.')}; the patch was tested on 2\.4\.x\.\n  What to do: run its contract test \(npx jest src/patches/example\)`),
    );
    expect(() => checkTestedVersions({name: 'example', packages: [{name: '@docusaurus/core', tested: version}]})).not.toThrow();
  });

  it('names the package a dependency was resolved for', () => {
    expect(() => checkTestedVersions({name: 'example', packages: [{name: 'tslib', tested: '1.x', from: '@docusaurus/utils-common'}]})).toThrow(
      /^\[patch example\] tslib \(as @docusaurus\/utils-common requires it\) is \d+\.\d+\.\d+; the patch was tested on 1\.x\./,
    );
  });

  it('finds an installed package whose exports do not list its package.json', () => {
    const dir = packageDir({name: '@docsearch/react'});
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name).toBe('@docsearch/react');
    expect(() => packageDir({name: 'no-such-package-for-the-guard'})).toThrow(/is not installed/);
  });

  it('a shape assertion fails with the patch name and a given piece of advice', () => {
    const patch = {name: 'example', packages: []};
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
