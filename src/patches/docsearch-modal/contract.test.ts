/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {SITE_DIR, checkTestedVersions, packageFile} from '../guard';
import {guardErrors} from '../testing';
import docSearchModalPlugin, {PATCH, docSearchModalFile} from '.';
import {patchDocSearchModal} from './docsearchPatch';

describe('patchDocSearchModal (the pinned @docsearch/react 4.7.1)', () => {
  const source = fs.readFileSync(docSearchModalFile(), 'utf8');
  const patched = patchDocSearchModal(source);

  it('the installed DocSearch is the tested version, pinned by package.json, and the theme imports the modal the patch replaces', () => {
    expect(() => checkTestedVersions(PATCH)).not.toThrow();
    const pkg = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8'));
    expect(pkg.overrides['@docsearch/react']).toBe('4.7.1');
    expect(fs.readFileSync(packageFile('@docusaurus/theme-search-algolia', 'lib/theme/SearchBar/index.js'), 'utf8')).toContain("import('@docsearch/react/modal')");
  });

  it('keeps the no-results suggestions an array', () => {
    expect(patched).toContain('searchSuggestions:Object.assign([].concat(');
    expect(patched).not.toMatch(/searchSuggestions:\w+\(\w+\(\{\},/);
  });

  it('sets the error status after autocomplete settles, for any failed search', () => {
    expect(patched).toMatch(/setTimeout\(function\(\)\{\w+\("error"\)\},0\)/);
    expect(patched).not.toContain('"RetryError"===');
  });

  it('counts the last answer\'s hits for "See all N results", not the sum of every answer since the modal opened', () => {
    expect(source).toMatch(/nbHits:\(null!=\w+\?\w+:0\)\+\w+/);
    expect(patched).not.toMatch(/nbHits:\(null!=\w+\?\w+:0\)\+\w+/);
    expect(patched).toMatch(/if\((\w+)\)\{\w+\(\{nbHits:\1\}\)\}/);
  });

  it('searches the query again when the local index has grown', () => {
    expect(patched).toMatch(/e\.useEffect\(function\(\)\{function h\(\)\{(\w+)\(\)\}window\.addEventListener\("local-search:index-updated",h\);return function\(\)\{window\.removeEventListener\("local-search:index-updated",h\)\}\},\[\1\]\);/);
    expect(source).not.toContain('local-search:index-updated');
  });

  it('stops the build when DocSearch changed, naming the patch', () => {
    expect(() => patchDocSearchModal('export const x = 1;')).toThrow(/^\[patch docsearch-modal\] the searchSuggestions merge code .* written for @docsearch\/react 4\.7\.1/);
    const withoutSecond = source.replace('"RetryError"===', '"RetryErr"===');
    expect(() => patchDocSearchModal(withoutSecond)).toThrow(/^\[patch docsearch-modal\] the error status of a failed search code/);
  });

  it('fails the build when the client bundle holds DocSearch\'s own modal, or not the fixed copy', () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-modal-'));
    const configure = docSearchModalPlugin({generatedFilesDir} as unknown as LoadContext).configureWebpack as unknown as (
      config: object,
      isServer: boolean,
    ) => {resolve: {alias: Record<string, string>}; plugins: unknown[]};
    expect(configure({}, true).plugins).toEqual([]);
    const configured = configure({}, false);
    const fixed = {resource: configured.resolve.alias['@docsearch/react/modal$']};
    expect(fs.readFileSync(fixed.resource, 'utf8')).toBe(patched);
    expect(guardErrors(configured, [fixed])).toEqual([]);
    expect(guardErrors(configured, [fixed, {resource: docSearchModalFile()}])).toEqual([
      expect.stringMatching(/^\[patch docsearch-modal\] the client bundle has 1 module\(s\) of @docsearch\/react\/modal as the package ships it/),
    ]);
  });
});
