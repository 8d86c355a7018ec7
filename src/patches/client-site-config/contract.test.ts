/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {filesUnder} from '@site/tests/unit/filesUnder';
import {checkTestedVersions, packageFile} from '../guard';
import {guardErrors} from '../testing';
import clientSiteConfigPlugin, {BUILD_ONLY_FIELDS, CLIENT_CONFIG_IMPORT, PATCH, fullConfigModule, clientSiteConfigModule} from '.';

const siteConfig = {
  title: 'Rstest',
  baseUrl: '/',
  future: {v4: true},
  themeConfig: {navbar: {items: []}},
  ssrTemplate: '<!DOCTYPE html>',
  presets: [['classic', {}]],
  plugins: ['./src/plugins/x'],
  themes: [],
  markdown: {format: 'detect'},
  clientModules: [],
  staticDirectories: ['static'],
};

function moduleValue(source: string): Record<string, unknown> {
  return JSON.parse(source.replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, unknown>;
}

describe('client-site-config', () => {
  it('the installed @docusaurus/core is a tested version', () => {
    expect(() => checkTestedVersions(PATCH)).not.toThrow();
  });

  it('keeps what the browser reads and drops what only the build reads', () => {
    const value = moduleValue(clientSiteConfigModule(siteConfig));
    expect(value).toEqual({title: 'Rstest', baseUrl: '/', future: {v4: true}, themeConfig: {navbar: {items: []}}});
  });

  it('puts its alias first, ahead of the base config\'s @generated alias, on the client bundle only', () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-site-config-'));
    const plugin = clientSiteConfigPlugin({generatedFilesDir, siteConfig} as unknown as LoadContext);
    const configure = plugin.configureWebpack as unknown as (config: {resolve?: {alias?: Record<string, string>}}, isServer: boolean) => object;
    const server = {resolve: {alias: {'@generated': generatedFilesDir}}};
    expect(configure(server, true)).toEqual({});
    expect(Object.keys(server.resolve.alias)).toEqual(['@generated']);

    const client: {resolve: {alias: Record<string, string>}} = {resolve: {alias: {'@generated': generatedFilesDir}}};
    configure(client, false);
    expect(Object.keys(client.resolve.alias)).toEqual([CLIENT_CONFIG_IMPORT, '@generated']);
    const file = client.resolve.alias[CLIENT_CONFIG_IMPORT]!;
    expect(moduleValue(fs.readFileSync(file, 'utf8'))).not.toHaveProperty('ssrTemplate');
  });

  it('fails, naming the patch, when the base config has no alias object', () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-site-config-'));
    const configure = clientSiteConfigPlugin({generatedFilesDir, siteConfig} as unknown as LoadContext).configureWebpack as unknown as (config: object, isServer: boolean) => object;
    expect(() => configure({resolve: {alias: [{name: '@generated'}]}}, false)).toThrow(/^\[patch client-site-config\] .*resolve\.alias/);
    expect(() => configure({}, false)).toThrow(/^\[patch client-site-config\]/);
  });

  it('aliases the import that Docusaurus\'s client makes, and Docusaurus generates the module the guard looks for', () => {
    const clientDir = packageFile('@docusaurus/core', 'lib/client');
    for (const file of ['docusaurusContext.js', 'clientEntry.js']) {
      expect(fs.readFileSync(path.join(clientDir, file), 'utf8')).toContain(`from '${CLIENT_CONFIG_IMPORT.replace(/\$$/, '')}'`);
    }
    const codegen = fs.readFileSync(packageFile('@docusaurus/core', 'lib/server/codegen/codegen.js'), 'utf8');
    expect(codegen).toContain('(0, utils_1.generate)(generatedFilesDir, `${utils_1.DEFAULT_CONFIG_FILE_NAME}.mjs`');
    expect(fullConfigModule('/site/.docusaurus')).toBe(path.join('/site/.docusaurus', 'docusaurus.config.mjs'));
  });

  it('fails the build when the client bundle holds the full config, or not the slim one', () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-site-config-'));
    const configure = clientSiteConfigPlugin({generatedFilesDir, siteConfig} as unknown as LoadContext).configureWebpack as unknown as (
      config: object,
      isServer: boolean,
    ) => {plugins: unknown[]};
    const configured = configure({resolve: {alias: {'@generated': generatedFilesDir}}}, false);
    const slim = {resource: path.join(generatedFilesDir, 'client-site-config', 'docusaurus.config.mjs')};
    const full = {resource: fullConfigModule(generatedFilesDir)};
    expect(guardErrors(configured, [slim, {resource: '/site/src/x.ts'}])).toEqual([]);
    expect(guardErrors(configured, [slim, full])).toEqual([expect.stringMatching(/^\[patch client-site-config\] the client bundle has 1 module\(s\) of Docusaurus's full site config/)]);
    expect(guardErrors(configured, [full])[0]).toMatch(/0 module\(s\) of the slim site config, expected exactly 1\..*1 module\(s\) of Docusaurus's full/);
  });

  it('no client code of the site or of Docusaurus reads a dropped field', () => {
    const roots = [
      path.join(__dirname, '../../../../src'),
      ...['core/lib/client', 'theme-classic/lib', 'theme-common/lib', 'theme-search-algolia/lib/theme', 'theme-search-algolia/lib/client', 'plugin-content-docs/lib/client'].map(
        (dir) => path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), '..', dir),
      ),
    ];
    const field = BUILD_ONLY_FIELDS.join('|');
    const read = new RegExp(String.raw`siteConfig\??\.(?:${field})\b|siteConfig\s*:\s*\{[^}]*\b(?:${field})\b`);
    const offenders = roots
      .flatMap((root) => filesUnder(root, /\.[jt]sx?$/))
      // The site's plugins and patches run in Node (index.ts); their theme/ and client/ folders are read.
      .filter((file) => !/src[\\/](?:plugins|patches)[\\/][^\\/]+[\\/](?:index|contract)(?:\.test)?\.ts$/.test(file) && read.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
