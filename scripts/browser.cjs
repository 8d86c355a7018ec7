#!/usr/bin/env node
// Finds the Chromium the end-to-end tests drive, or obtains one.
// Playwright's own browser download does not work on our machines, so Debian's
// `chromium` package comes first; Playwright's installer is the fallback elsewhere.
'use strict';

const fs = require('node:fs');
const {spawnSync} = require('node:child_process');

const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium executable to launch: $CHROMIUM_PATH, else the first system browser found, else undefined (Playwright's own). */
function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return SYSTEM_CHROMIUM_PATHS.find((candidate) => fs.existsSync(candidate));
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}}).status === 0;
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;
}

function playwrightBrowserInstalled() {
  try {
    const {chromium} = require('@playwright/test');
    return fs.existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/** Makes sure a browser is available; returns false with a message when none can be had. */
function ensureBrowser() {
  const found = findChromium();
  if (found) {
    console.log(`e2e browser: ${found}`);
    return true;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log('No Chromium found; installing Debian’s chromium package.');
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && findChromium()) {
      console.log(`e2e browser: ${findChromium()}`);
      return true;
    }
  }
  if (playwrightBrowserInstalled()) {
    console.log('e2e browser: Playwright’s own Chromium');
    return true;
  }
  console.log('No system Chromium; trying Playwright’s browser installer.');
  if (run('npx', ['playwright', 'install', 'chromium']) && playwrightBrowserInstalled()) {
    console.log('e2e browser: Playwright’s own Chromium');
    return true;
  }
  console.error(
    [
      'No browser for the end-to-end tests.',
      'Install Chromium and run the tests again, for example:',
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  elsewhere:     npx playwright install chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
  return false;
}

module.exports = {findChromium, ensureBrowser, SYSTEM_CHROMIUM_PATHS};

if (require.main === module) {
  process.exit(ensureBrowser() ? 0 : 1);
}
