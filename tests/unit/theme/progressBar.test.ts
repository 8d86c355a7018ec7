/**
 * @jest-environment node
 */
import fs from 'node:fs';

// The page progress bar is Docusaurus's stock nprogress client module. The spec's settings
// (minimum 0.08, speed 200 ms, trickle 0.02 every 800 ms, easing ease, shown after 200 ms)
// are nprogress's defaults and the module's delay; this guards them across upgrades.
// tests/e2e/progress.spec.ts checks the behaviour in a browser.
describe('page progress bar settings', () => {
  it('uses the spec values for the bar', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {settings} = require('nprogress') as {settings: Record<string, unknown>};
    expect(settings).toMatchObject({minimum: 0.08, speed: 200, trickle: true, trickleRate: 0.02, trickleSpeed: 800, easing: 'ease'});
  });

  it('starts the bar only after 200 ms of loading, without a spinner', () => {
    const clientModule = fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/nprogress.js'), 'utf8');
    expect(clientModule).toMatch(/const delay = 200;/);
    expect(clientModule).toMatch(/nprogress\.configure\(\{\s*showSpinner:\s*false\s*\}\)/);
  });
});
