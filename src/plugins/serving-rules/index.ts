import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersFile, nginxConfig, redirectsFile, vercelConfig} from './hostFiles';
import {precompress} from './precompress';
import {HOST_FILES, collectServingRules} from './rules';

// Serving rules (README "Deploy"): `docusaurus write-serving-rules [dir]`, which `npm run build`
// runs after `docusaurus build`, reads the whole built site (every locale and version: Docusaurus
// builds the locales one after the other, and the plugins' postBuild steps run side by side, so
// no postBuild sees the finished site) and writes into it:
// - the host configuration of ./hostFiles.ts: `_headers`, `_redirects`, `vercel.json`, `nginx.conf`;
// - `.br` and `.gz` copies of its text files (./precompress.ts).

export const PLUGIN_NAME = 'serving-rules';
export const COMMAND = 'write-serving-rules';
const DEFAULT_OUT_DIR = 'build';

/** Writes the host files and the precompressed copies into the built site in `root`. */
export async function writeServingRules(root: string, otherLocales: readonly string[]): Promise<string> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${COMMAND}: ${root} holds no built site; run \`docusaurus build\` first.`);
  }
  const rules = collectServingRules(root, otherLocales);
  const files: Record<string, string> = {
    [HOST_FILES.headers]: headersFile(rules),
    [HOST_FILES.redirects]: redirectsFile(rules),
    [HOST_FILES.vercel]: vercelConfig(rules),
    [HOST_FILES.nginx]: nginxConfig(rules),
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text);
  const hashedFolders = rules.immutable.map((folder) => folder.slice(1));
  const started = performance.now();
  const compressed = await precompress(root, {
    skip: Object.keys(files),
    isHashed: (file) => hashedFolders.some((folder) => file.startsWith(folder)),
  });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return (
    `${COMMAND}: wrote ${Object.keys(files).join(', ')} (${rules.notFound.length} 404 pages, ` +
    `${rules.immutable.length} immutable folders, CSP with ${rules.headers['Content-Security-Policy'].match(/'sha256-/g)?.length ?? 0} script hashes) ` +
    `and .br/.gz of ${compressed.files} files (${mb(compressed.bytes)} -> ${mb(compressed.brotliBytes)} br, ${mb(compressed.gzipBytes)} gz) ` +
    `in ${Math.round(performance.now() - started)} ms, into ${path.relative(process.cwd(), root) || '.'}`
  );
}

export default function servingRulesPlugin(context: LoadContext): Plugin {
  const {defaultLocale, locales} = context.siteConfig.i18n;
  const otherLocales = locales.filter((locale) => locale !== defaultLocale);
  return {
    name: PLUGIN_NAME,
    extendCli(cli) {
      cli
        .command(`${COMMAND} [dir]`)
        .description(`Write the serving rules (_headers, _redirects, vercel.json, nginx.conf) and .br/.gz copies into a built site (default: ${DEFAULT_OUT_DIR}).`)
        .action(async (dir?: string) => {
          console.log(await writeServingRules(path.resolve(context.siteDir, dir ?? DEFAULT_OUT_DIR), otherLocales));
        });
    },
  };
}

