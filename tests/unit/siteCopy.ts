// A throw-away copy of the site (its files, as git lists them, with this checkout's node_modules),
// for the tests that run a command that writes into the site or that need it broken.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteFiles} from '../../src/plugins/docs-versions/build/siteBuild';

export const ROOT = path.join(__dirname, '../..');

/** Copies the site into a new temporary folder and returns it; remove it with fs.rmSync(dir, {recursive: true}). */
export function copySite(prefix: string): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of siteFiles(ROOT)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.copyFileSync(path.join(ROOT, file), path.join(site, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  return site;
}
