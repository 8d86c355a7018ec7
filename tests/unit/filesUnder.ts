// The files of a folder and its subfolders whose name matches, depth first in directory order;
// none for a missing folder. For the tests that read the site's or a package's sources.
import fs from 'node:fs';
import path from 'node:path';

export function filesUnder(dir: string, name: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, name);
    return name.test(entry.name) ? [file] : [];
  });
}
