/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkTestedVersions} from '../guard';
import {guardErrors} from '../testing';
import translateDescriptionsPlugin, {CODE_TRANSLATIONS, INCLUDE, LOADER, PATCH, checkTranslateApi, notesIn, translatorNotes} from '.';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {stripDescriptions} = require(LOADER) as {stripDescriptions: (code: string) => string};

describe('stripDescriptions', () => {
  it.each([
    ['last', 'translate({id: "a", message: "M", description: "D"})', 'translate({id: "a", message: "M"})'],
    ['first', 'translate({ description: "D, with }", id: "a", message: "M" }, {count})', 'translate({  id: "a", message: "M" }, {count})'],
    ['middle, minified', 'translate({id:"a",description:"D",message:"M"})', 'translate({id:"a",message:"M"})'],
    ['alone', "translate({description: 'only'})", 'translate({})'],
    ['a template literal', 'translate({id: "a", description: `tpl`})', 'translate({id: "a"})'],
    ['an escaped quote', "(0, _jsx)(Translate, {id: 'x', description: 'it\\'s', children: 'Hi'})", "(0, _jsx)(Translate, {id: 'x', children: 'Hi'})"],
    ['a compiled <Translate> over lines', 'jsx(Translate, {\n  id: "x",\n  description: "two",\n  children: "Hi"\n})', 'jsx(Translate, {\n  id: "x",\n  children: "Hi"\n})'],
    ['an ES module default import', '_jsx(_Translate.default, {id: "x", description: "D"})', '_jsx(_Translate.default, {id: "x"})'],
  ])('removes a description (%s)', (_name, code, expected) => {
    expect(stripDescriptions(code)).toBe(expected);
  });

  it.each([
    ['in a nested object', 'translate({id: "a", values: {x: 1, description: "keep"}})'],
    ['outside a translation', 'const item = {description: "a tool"}; translate({message: "m"})'],
    ['of a value that is not a string', 'translate({id: "a", description: someVariable})'],
    ['in a template literal with an expression', 'translate({id: "a", message: `${x}`, description: "D"})'],
  ])('leaves a description %s', (_name, code) => {
    expect(stripDescriptions(code)).toBe(code);
  });

  it('removes the description of a call nested in the options of another (a <Translate> in the values of one)', () => {
    const code = 'jsx(Translate,{id:"outer",values:{link:jsx(Link,{children:jsx(Translate,{id:"inner",description:"Inner note",children:"latest"})})},description:"Outer note",children:"See {link}"})';
    expect(stripDescriptions(code)).toBe('jsx(Translate,{id:"outer",values:{link:jsx(Link,{children:jsx(Translate,{id:"inner",children:"latest"})})},children:"See {link}"})');
  });

  it('rewrites every call of a module, and code between them stays', () => {
    const code = 'a=translate({id:"1",description:"x"});b={description:"keep"};c=translate({id:"2",description:"y",message:"m"})';
    expect(stripDescriptions(code)).toBe('a=translate({id:"1"});b={description:"keep"};c=translate({id:"2",message:"m"})');
  });
});

describe('translate-descriptions plugin', () => {
  const plugin = translateDescriptionsPlugin();
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => {module?: {rules: unknown[]}; plugins?: unknown[]};

  it('the installed Docusaurus packages are tested versions, and translate() and <Translate> read no description', () => {
    expect(() => checkTestedVersions(PATCH)).not.toThrow();
    expect(() => checkTranslateApi()).not.toThrow();
  });

  it('runs the loader after the others on the client bundle only', () => {
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).module?.rules).toEqual([{test: INCLUDE, enforce: 'post', use: [{loader: LOADER}]}]);
  });

  it('fails the build when the loader is not on the site and theme modules', () => {
    const configured = configure({}, false);
    const themeModule = '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Footer/index.js';
    expect(guardErrors(configured, [{resource: themeModule, loaders: [{loader: LOADER}]}])).toEqual([]);
    expect(guardErrors(configured, [{resource: themeModule, loaders: []}])).toEqual([expect.stringMatching(/^\[patch translate-descriptions\] 1 module\(s\) of the site and the Docusaurus themes did not go through/)]);
  });

  it("finds a translator's note left in a built script, in either quote, and nothing else", () => {
    const notes = translatorNotes({
      a: {message: 'Copy', description: 'The copy button label on code blocks'},
      b: {message: 'Edit this page', description: 'Copy'},
      c: {message: 'Next', description: 'The "next" link label'},
    });
    // A description that is also a message may legitimately be in the bundle.
    expect([...notes]).toEqual(['The copy button label on code blocks', 'The "next" link label']);
    expect(notesIn('x({id:"a",message:"Copy",description:"The copy button label on code blocks"})', notes)).toEqual(['The copy button label on code blocks']);
    expect(notesIn("x({description:'The \"next\" link label'})", notes)).toEqual(['The "next" link label']);
    expect(notesIn('x({id:"a",message:"Copy"});m={description:"A page about mocks"}', notes)).toEqual([]);
  });

  it("fails the build when a locale's scripts still hold a translator's note, naming the patch", async () => {
    const siteDir = path.join(__dirname, '../../..');
    const notes = translatorNotes(JSON.parse(fs.readFileSync(path.join(siteDir, CODE_TRANSLATIONS), 'utf8')));
    expect(notes.size).toBeGreaterThan(50);
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translate-descriptions-'));
    fs.mkdirSync(path.join(outDir, 'assets', 'js'), {recursive: true});
    const postBuild = plugin.postBuild as unknown as (props: {outDir: string; siteDir: string}) => Promise<void>;
    fs.writeFileSync(path.join(outDir, 'assets', 'js', 'main.js'), 'a({id:"x",message:"y"})');
    await expect(postBuild({outDir, siteDir})).resolves.toBeUndefined();
    const [note] = [...notes];
    fs.writeFileSync(path.join(outDir, 'assets', 'js', 'main.js'), `a({id:"x",message:"y",description:${JSON.stringify(note)}})`);
    await expect(postBuild({outDir, siteDir})).rejects.toThrow(/^\[patch translate-descriptions\] assets\/js\/main\.js still holds 1 translator's note/);
  });

  it('applies to the site and the Docusaurus themes, not to other packages', () => {
    expect(INCLUDE.test('/site/src/theme/SearchBar/index.tsx')).toBe(true);
    expect(INCLUDE.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Footer/index.js')).toBe(true);
    expect(INCLUDE.test('/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js')).toBe(true);
    expect(INCLUDE.test('/site/node_modules/@docusaurus/plugin-content-docs/lib/client/index.js')).toBe(true);
    expect(INCLUDE.test('/site/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(false);
    expect(INCLUDE.test('/site/src/css/custom.css')).toBe(false);
  });
});
