/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {filesUnder} from '@site/tests/unit/filesUnder';
import {checkTestedVersions} from '../guard';
import {guardErrors} from '../testing';
import slimRegistryPlugin, {LOADER, PATCH, REGISTRY} from '.';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {slimRegistry} = require(LOADER) as {slimRegistry: (source: string) => string};

const docusaurusDir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), '..');

/** The registry.js that the installed Docusaurus writes for two doc routes. */
async function docusaurusRegistry(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {generateRouteFiles} = require(path.join(docusaurusDir, 'core/lib/server/codegen/codegenRoutes.js')) as {
    generateRouteFiles: (options: {generatedFilesDir: string; routes: object[]}) => Promise<void>;
  };
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slim-registry-'));
  const route = (routePath: string, doc: string) => ({
    path: routePath,
    component: '@theme/DocItem',
    exact: true,
    modules: {content: doc},
    plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
  });
  await generateRouteFiles({
    generatedFilesDir,
    routes: [route('/guide/start/quick-start', '@site/docs/guide/start/quick-start.mdx'), route('/zh/api/', '@site/docs/api/index.mdx')],
  });
  return fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
}

describe('slim-registry', () => {
  it('the installed @docusaurus/core is a tested version', () => {
    expect(() => checkTestedVersions(PATCH)).not.toThrow();
  });

  it("puts 0 in place of each module path of the registry Docusaurus writes, and keeps each loader and webpack id", async () => {
    const source = await docusaurusRegistry();
    expect(source).toContain('"@site/docs/guide/start/quick-start.mdx", require.resolveWeak(');
    const slim = slimRegistry(source);
    const entries = slim.split('\n').filter((line) => line.includes('webpackChunkName'));
    // The two docs and the DocItem component.
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      expect(entry).toMatch(/\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), 0, require\.resolveWeak\("\1"\)\],/);
    }
    expect(slim.replace(/import\([^)]*\)|resolveWeak\([^)]*\)/g, '')).not.toContain('@site/');
  });

  it('fails on a registry of another shape, so a change in Docusaurus cannot go unseen', () => {
    const entry = (path1: string, path2: string) =>
      `  "a1b2c3d4": [() => import(/* webpackChunkName: "a1b2c3d4" */ "${path1}"), "${path1}", require.resolveWeak("${path2}")],`;
    expect(() => slimRegistry(`export default {\n${entry('@site/a.mdx', '@site/a.mdx')}\n  "x": 1,\n};\n`)).toThrow(/^\[patch slim-registry\] .*unknown shape/);
    expect(() => slimRegistry(`export default {\n${entry('@site/a.mdx', '@site/b.mdx')}};\n`)).toThrow(/^\[patch slim-registry\] .*names two modules/);
    expect(slimRegistry(`export default {\n${entry('@site/a.mdx', '@site/a.mdx')}};\n`)).toContain('"@site/a.mdx"), 0, require.resolveWeak("@site/a.mdx")],};');
  });

  it('applies to the registry on the client bundle only', () => {
    const configure = slimRegistryPlugin().configureWebpack as unknown as (config: object, isServer: boolean) => {module?: {rules: unknown[]}; plugins?: unknown[]};
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).module?.rules).toEqual([{test: REGISTRY, use: [{loader: LOADER}]}]);
    expect(configure({}, false).plugins).toHaveLength(1);
    expect(REGISTRY.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(REGISTRY.test('/site/.docusaurus/routes.js')).toBe(false);
  });

  it('Docusaurus still generates the registry at the path the rule matches, and its client imports it from there', () => {
    const codegen = fs.readFileSync(path.join(docusaurusDir, 'core/lib/server/codegen/codegenRoutes.js'), 'utf8');
    expect(codegen).toMatch(/'registry\.js'/);
    const creator = fs.readFileSync(path.join(docusaurusDir, 'core/lib/client/exports/ComponentCreator.js'), 'utf8');
    expect(creator).toContain("import registry from '@generated/registry';");
  });

  it('fails the build when the client bundle has no registry module the loader ran on (a renamed generated file)', () => {
    const configured = (slimRegistryPlugin().configureWebpack as unknown as (config: object, isServer: boolean) => {plugins: unknown[]})({}, false);
    const patched = {resource: '/site/.docusaurus/registry.js', loaders: [{loader: LOADER}]};
    expect(guardErrors(configured, [patched, {resource: '/site/src/x.ts'}])).toEqual([]);
    expect(guardErrors(configured, [{resource: '/site/.docusaurus/route-registry.js'}])).toEqual([
      expect.stringMatching(/^\[patch slim-registry\] the client bundle has 0 module\(s\) of Docusaurus's route registry .*, expected exactly 1\.\n  What to do: run its contract test/),
    ]);
    expect(guardErrors(configured, [{resource: '/site/.docusaurus/registry.js', loaders: []}])[0]).toMatch(/did not go through src\/patches\/slim-registry\/slimRegistry\.cjs/);
  });

  it("the browser never reads a module path: Docusaurus passes it to react-loadable, which reports it only to a server render's context", () => {
    const creator = fs.readFileSync(path.join(docusaurusDir, 'core/lib/client/exports/ComponentCreator.js'), 'utf8');
    expect(creator.match(/chunkRegistry\[1\]/g)).toEqual(['chunkRegistry[1]']);
    expect(creator).toContain('modules.push(chunkRegistry[1]);');
    const loadable = fs.readFileSync(require.resolve('react-loadable'), 'utf8');
    const reads = [...loadable.matchAll(/opts\.modules/g)].map((match) => loadable.slice(match.index - 60, match.index + 40));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read).toMatch(/this\.context && Array\.isArray\(opts\.modules\)/);
    // Only Docusaurus's server entry provides that context (Loadable.Capture).
    const capturing = filesUnder(path.join(docusaurusDir, 'core/lib/client'), /\.js$/).filter((file) => fs.readFileSync(file, 'utf8').includes('Loadable.Capture'));
    expect(capturing.map((file) => path.basename(file))).toEqual(['serverEntry.js']);
  });
});
