// `npm start` as a writer uses it: how long the development server takes to serve its first page,
// and how long after a doc is saved the open page shows the edit (hot update, no reload by hand).
//
// The server is `docusaurus start` on a free port of 127.0.0.1 with the site's usual options. A
// Chromium page opens EDITED_DOC's route; each run appends a line with a new marker to the file,
// takes the time when the write returns, and waits until the marker is in the page's text. The file
// is restored after every run (and if anything fails), and the page waits until the marker is gone
// before the next run.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import {createRequire} from 'node:module';
import {launchBrowser} from './firstLoad.mjs';

const require = createRequire(import.meta.url);

export const EDITED_DOC = {file: 'docs/guide/start/quick-start.md', route: '/guide/start/quick-start'};
const START_TIMEOUT_MS = 300_000;
const EDIT_TIMEOUT_MS = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `docusaurus start`; resolves when `route` answers 200 (the first compilation is done). */
async function startDevServer(route) {
  const port = await freePort();
  const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  const child = spawn(process.execPath, [docusaurus, 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {...process.env, FORCE_COLOR: '0', BROWSER: 'none'},
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`docusaurus start exited with ${child.exitCode}:\n${output.slice(-2000)}`);
    try {
      const response = await fetch(`${url}${route}`, {signal: AbortSignal.timeout(START_TIMEOUT_MS)});
      if (response.ok) return {url, stop, startMs: performance.now() - started};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`docusaurus start did not serve ${route} within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-2000)}`);
}

/**
 * @returns {Promise<{startMs: number, editMs: number[]}>} the time until the first page was served,
 * and for each run the time from the saved file to the edit on the page.
 */
export async function measureDevEdits(runs) {
  const original = fs.readFileSync(EDITED_DOC.file, 'utf8');
  const server = await startDevServer(EDITED_DOC.route);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}${EDITED_DOC.route}`);
    await page.waitForSelector('article h1');
    const editMs = [];
    for (let run = 1; run <= runs; run++) {
      const marker = `bench-edit-${Date.now().toString(36)}-${run}`;
      fs.writeFileSync(EDITED_DOC.file, `${original}\n${marker}\n`);
      const saved = performance.now();
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, {
        polling: 'raf',
        timeout: EDIT_TIMEOUT_MS,
      });
      editMs.push(performance.now() - saved);
      fs.writeFileSync(EDITED_DOC.file, original);
      await page.waitForFunction((text) => !document.body.innerText.includes(text), marker, {timeout: EDIT_TIMEOUT_MS});
    }
    return {startMs: server.startMs, editMs};
  } finally {
    fs.writeFileSync(EDITED_DOC.file, original);
    await browser.close();
    server.stop();
  }
}
