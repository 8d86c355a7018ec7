/**
 * @jest-environment node
 */
// Which Chromium scripts/browser.cjs hands out, on a machine described by its files and environment.
export {};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {findChromium, findTestChromium} = require('@site/scripts/browser.cjs') as Record<
  'findChromium' | 'findTestChromium',
  (machine: {exists: (file: string) => boolean; env: Record<string, string | undefined>}) => string | undefined
>;

const machine = (files: string[], env: Record<string, string> = {}) => ({exists: (file: string) => files.includes(file), env});
const BROWSER = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';

test('the e2e tests get the headless shell where Debian’s is installed; the look and the bench keep the whole browser', () => {
  const both = machine([BROWSER, SHELL]);
  expect(findTestChromium(both)).toBe(SHELL);
  expect(findChromium(both)).toBe(BROWSER);
});

test('without the shell, the e2e tests run on the whole browser; with neither, on Playwright’s own', () => {
  expect(findTestChromium(machine([BROWSER]))).toBe(BROWSER);
  expect(findTestChromium(machine([]))).toBeUndefined();
});

test('CHROMIUM_PATH is what everything launches', () => {
  const pinned = machine([BROWSER, SHELL], {CHROMIUM_PATH: '/opt/chrome/chrome'});
  expect(findTestChromium(pinned)).toBe('/opt/chrome/chrome');
  expect(findChromium(pinned)).toBe('/opt/chrome/chrome');
});
