#!/usr/bin/env node
// Finds the Chromium the end-to-end tests drive, or obtains one.
// Playwright's own browser download does not work on our machines, so Debian's
// `chromium` package comes first; Playwright's installer is the fallback elsewhere.
'use strict';

const fs = require('node:fs');
const {spawnSync} = require('node:child_process');

const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
// Debian's `chromium-headless-shell`: the same Blink and V8 release as its `chromium`, without the
// browser around them (what Playwright itself runs for headless tests). The e2e tests run on it:
// a page load costs less CPU, and the e2e stage is bound by page loads (maintainers/testing.md).
// Measurements of what a reader's browser does (bench/) keep the whole browser.
const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/** The machine the finders look at; tests pass their own. */
const realMachine = {exists: (file) => fs.existsSync(file), env: process.env};

/** The Chromium executable to launch: $CHROMIUM_PATH, else the first system browser found, else undefined (Playwright's own). */
function findChromium({exists, env} = realMachine) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return SYSTEM_CHROMIUM_PATHS.find(exists);
}

/** The Chromium the e2e tests launch: $CHROMIUM_PATH, else Debian's headless shell, else findChromium(). */
function findTestChromium(machine = realMachine) {
  if (machine.env.CHROMIUM_PATH) return machine.env.CHROMIUM_PATH;
  return HEADLESS_SHELL_PATHS.find(machine.exists) ?? findChromium(machine);
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

/**
 * Makes sure a browser is available, as root with apt-get Debian's `chromium` and its headless shell
 * (without the shell, the e2e tests run on the whole browser); returns false with a message when
 * none can be had.
 */
function ensureBrowser() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    const missing = [
      ...(findChromium() ? [] : ['chromium']),
      ...(process.env.CHROMIUM_PATH || HEADLESS_SHELL_PATHS.some(realMachine.exists) ? [] : ['chromium-headless-shell']),
    ];
    for (const name of missing) {
      console.log(`Installing Debian’s ${name} package.`);
      const install = () => run('apt-get', ['install', '-y', '-qq', name]);
      // A machine's package lists can be missing or stale: update them once an install fails.
      if (!install()) run('apt-get', ['update', '-qq']) && install();
    }
  }
  if (findChromium()) {
    console.log(`e2e browser: ${findTestChromium()}`);
    return true;
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

module.exports = {findChromium, findTestChromium, ensureBrowser, SYSTEM_CHROMIUM_PATHS, HEADLESS_SHELL_PATHS};

if (require.main === module) {
  process.exit(ensureBrowser() ? 0 : 1);
}
