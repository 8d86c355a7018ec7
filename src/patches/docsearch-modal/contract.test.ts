/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {SITE_DIR, packageFile, missingReads} from '../guard';
import {guardErrors} from '../testing';
import docSearchModalPlugin, {PATCH, docSearchModalFile} from '.';
import {patchDocSearchModal} from './docsearchPatch';

describe('patchDocSearchModal (the pinned @docsearch/react 4.7.1)', () => {
  const source = fs.readFileSync(docSearchModalFile(), 'utf8');
  const patched = patchDocSearchModal(source);

  it('the installed DocSearch has the modal the patch fixes, pinned by package.json, and the theme imports it', () => {
    expect(missingReads(PATCH)).toEqual([]);
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
    // Kept only when the reader moved the selection since typing (c, q: when they last did each).
    expect(patched).toMatch(
      /\.useEffect\(function\(\)\{function h\(\)\{\(function\(a,refresh,chosen\)\{[^]*?\}\)\((\w+),(\w+),c>q\)\}var c=0,q=0,L=\[[^]*?\];L\.forEach\(function\(l\)\{addEventListener\(l\[0\],l\[1\],!0\)\}\);window\.addEventListener\("local-search:index-updated",h\);return function\(\)\{L\.forEach\(function\(l\)\{removeEventListener\(l\[0\],l\[1\],!0\)\}\);window\.removeEventListener\("local-search:index-updated",h\)\}\},\[\2\]\);/,
    );
    expect(source).not.toContain('local-search:index-updated');
    // What keeping the selected hit relies on: autocomplete names a hit's element `<id>-<source>-item-<its id>`
    // and its API sets the selected one.
    expect(source).toMatch(/getItemProps:function\(e\)\{var \w+=e\.item,\w+=e\.source,\w+=\w+\(e,\w+\);return \w+\(\{id:\w+\(\w+\.id,"item-"\.concat\(\w+\.__autocomplete_id\),\w+\),role:"option","aria-selected":/);
    expect(source).toMatch(/setActiveItemId:function\(\w+\)\{/);
  });

  it('renders no "no results" screen while a search is loading or stalled, and keeps only a screen with hits while one runs', () => {
    /** The test of a loading or stalled search on props named `first` (a group), then `again` (its backreference). */
    const searching = (first: string, again: string) => `\\("loading"===${first}\\.state\\.status\\|\\|"stalled"===${again}\\.state\\.status\\)`;
    expect(source).toMatch(/function\(\w+,(\w+)\)\{return"loading"===\1\.state\.status\|\|"stalled"===\1\.state\.status\}/);
    expect(patched).toMatch(new RegExp(`:${searching('(\\w+)', '\\1')}\\?null:\\w+\\.createElement\\(\\w+,\\w+\\(\\{\\},\\1,\\{translations:null==(\\w+)\\?void 0:\\2\\.noResultsScreen\\}\\)\\)`));
    expect(patched).toMatch(new RegExp(`function\\(\\w+,(\\w+)\\)\\{return${searching('\\1', '\\1')}&&\\1\\.hasCollections\\}`));
  });

  describe("the refresh effect calls React by the modal's own name for it", () => {
    // Read here independently of the patch: the module's default import of React, and the
    // effect that already calls autocomplete's refresh right after its destructuring.
    const react = /^import (\w+),\{[^}]*\}from"react";/.exec(source)?.[1];
    const refreshEffect = /(?<![\w$.])(\w+)\.useEffect\(function\(\)\{(\w+)\.length>0&&\((\w+)\(\),/.exec(source);
    const effectOf = (text: string) => /(?<![\w$.])([\w$]+)\.useEffect\(function\(\)\{function h\(\)/.exec(text)?.[1];
    /** The source with React's name at the import and at that effect replaced (split/join: `$` stays literal). */
    const renamed = (atImport: string, atEffect: string) =>
      source
        .split(`import ${react},{`)
        .join(`import ${atImport},{`)
        .split(refreshEffect![0])
        .join(`${atEffect}${refreshEffect![0].slice(refreshEffect![1]!.length)}`);

    it('in the installed module: the name the module imports React as, used by the effect at that place', () => {
      expect(react).toBeDefined();
      expect(refreshEffect?.[1]).toBe(react);
      expect(effectOf(patched)).toBe(react);
    });

    it('follows a renamed binding, with `$` in it', () => {
      expect(effectOf(patchDocSearchModal(renamed('R$$', 'R$$')))).toBe('R$$');
    });

    it('fails naming the fix when the module imports no React binding, the effect is gone, or it calls another name', () => {
      const failure = /^\[patch docsearch-modal\] the autocomplete refresh fix cannot find React's name in @docsearch\/react\/modal: /;
      expect(() => patchDocSearchModal(source.replace(`import ${react},{`, 'import{'))).toThrow(failure);
      expect(() => patchDocSearchModal(source.replace(`import ${react},{`, 'import{'))).toThrow(/no default or namespace import of "react"/);
      const withoutEffect = source.replace(refreshEffect![0], `${react}.useEffect(function(){${refreshEffect![2]}.length>0&&(`);
      expect(() => patchDocSearchModal(withoutEffect)).toThrow(/^\[patch docsearch-modal\] the autocomplete refresh fix .*no X\.useEffect\(…\) calling \w+\(\) follows/);
      expect(() => patchDocSearchModal(renamed(react!, 'Shadowed'))).toThrow(/runs Shadowed\.useEffect, but the module imports React as \w+/);
    });
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
