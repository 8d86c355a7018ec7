/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {checkTestedVersions, readPackageFile} from '../guard';
import {HYDRATE_CONSTANT, PATCH, checkHydrateConstant} from '.';

describe('hydrate-client-entry', () => {
  const clientConfig = readPackageFile(PATCH, '@docusaurus/core', 'lib/webpack/client.js');
  const clientEntry = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/clientEntry.js');

  it('the installed @docusaurus/core is a tested version, and defines and reads the constant', () => {
    expect(() => checkTestedVersions(PATCH)).not.toThrow();
    expect(() => checkHydrateConstant()).not.toThrow();
    // A production build with the browser router hydrates; the development server does not.
    expect(clientConfig).toMatch(/const hydrate = router !== 'hash';/);
    expect(clientConfig).toMatch(/hydrate: false,/);
  });

  it('hydration.ts reads the constant by that name', () => {
    expect(fs.readFileSync(path.join(__dirname, 'hydration.ts'), 'utf8')).toContain(`Boolean(${HYDRATE_CONSTANT})`);
  });

  it('fails the build, naming the patch, when the constant is renamed', () => {
    const renamed = (text: string) => text.replaceAll('HYDRATE_CLIENT_ENTRY', 'DOCUSAURUS_HYDRATE');
    expect(() => checkHydrateConstant(renamed(clientConfig), clientEntry)).toThrow(/^\[patch hydrate-client-entry\] @docusaurus\/core's client bundle config .* no longer defines process\.env\.HYDRATE_CLIENT_ENTRY/);
    expect(() => checkHydrateConstant(clientConfig, renamed(clientEntry))).toThrow(/^\[patch hydrate-client-entry\] .*client entry .* no longer hydrates/);
  });
});
