/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcssOptionsPlugin from '@site/src/plugins/postcss-options';

type PostCssOptions = {[key: string]: unknown; plugins: unknown[]};

const siteDir = path.join(__dirname, '../../../..');

/** Runs postcss-loader, as Rspack would, on `css` in `dir` with the given PostCSS options. */
function runPostcssLoader(dir: string, css: string, postcssOptions: object): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('postcss-loader') as (this: object, content: string) => void;
  const resourcePath = path.join(dir, 'styles.css');
  return new Promise((resolve, reject) => {
    const context = {
      getOptions: () => ({postcssOptions}),
      async: () => (error: Error | null, result: string) => (error ? reject(error) : resolve(result)),
      resourcePath,
      rootContext: dir,
      fs,
      mode: 'production',
      sourceMap: false,
      addBuildDependency: () => {},
      addDependency: () => {},
      addMissingDependency: () => {},
      emitWarning: () => {},
      emitError: () => {},
      loaders: [],
      loaderIndex: 0,
    };
    loader.call(context, css);
  });
}

describe('postcss-options', () => {
  it("turns postcss-loader's config file search off and keeps Docusaurus's plugins", () => {
    const configure = postcssOptionsPlugin().configurePostCss!;
    const docusaurusOptions: PostCssOptions = {ident: 'postcss', plugins: [['/x/postcss-preset-env/index.js', {}]]};
    expect(configure(docusaurusOptions)).toEqual({ident: 'postcss', plugins: [['/x/postcss-preset-env/index.js', {}]], config: false});
  });

  it('postcss-loader then reads no config file: one beside the CSS is not applied', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postcss-options-'));
    // A config whose plugin would mark every rule.
    fs.writeFileSync(
      path.join(dir, 'postcss.config.cjs'),
      "module.exports = {plugins: [{postcssPlugin: 'mark', Rule(rule) { rule.append({prop: '--from-config', value: '1'}); }}]};\n",
    );
    const css = '.a { color: red; }\n';
    expect(await runPostcssLoader(dir, css, {plugins: []})).toContain('--from-config');
    const options = postcssOptionsPlugin().configurePostCss!({plugins: []} as PostCssOptions);
    expect(await runPostcssLoader(dir, css, options)).not.toContain('--from-config');
  });

  it('the site has no PostCSS config that this would leave out', () => {
    const names = ['postcss.config', '.postcssrc', '.config/postcssrc'].flatMap((base) =>
      ['', '.json', '.yaml', '.yml', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((ext) => base + ext),
    );
    expect(names.filter((name) => fs.existsSync(path.join(siteDir, name)))).toEqual([]);
    const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as object;
    expect(pkg).not.toHaveProperty('postcss');
  });
});
