// Starts scripts/serve.mjs on a free port of 127.0.0.1, for the bench scripts and npm run screenshots.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'serve.mjs');
const START_TIMEOUT_MS = 15_000;

/** @returns {Promise<{url: string, stop: () => void}>} `url` without a trailing slash. */
export function startServer(dir = 'build') {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, '--host', '127.0.0.1', '--port', '0', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`serve.mjs did not start: ${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Serving .* at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({url: match[1].replace(/\/$/, ''), stop: () => child.kill()});
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve.mjs exited with ${code}: ${output}`));
    });
  });
}
