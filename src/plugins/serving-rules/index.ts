import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersFile, nginxConfig, redirectsFile, vercelConfig} from './hostFiles';
import {isChunkScript, pageContentChunks, precompress, type PrecompressResult} from './precompress';
import {HASHED_ASSETS_FOLDER, HOST_FILES, collectServingRules} from './rules';
import {processShared} from '../shared/processShared';

// Serving rules (maintainers/deployment.md "Deploy"): writeServingRules reads the whole built site (every locale and
// version) and writes into it:
// - the host configuration of ./hostFiles.ts: `_headers`, `_redirects`, `vercel.json`, `nginx.conf`;
// - `.br` and `.gz` copies of its text files (./precompress.ts), those that each locale's postBuild
//   has not written already: its pages and hashed assets, final once its pages are rendered, are
//   compressed there, beside the other plugins' postBuild steps.
// Docusaurus builds the locales one after the other, and the plugins' postBuild steps run side by
// side, so no postBuild sees the finished site: `docusaurus build` runs it once its process has
// nothing left to do (runWhenBuildEnds), and `docusaurus write-serving-rules [dir]` runs it on a
// built folder.

export const PLUGIN_NAME = 'serving-rules';
export const COMMAND = 'write-serving-rules';
const DEFAULT_OUT_DIR = 'build';

/** Writes the host files and the precompressed copies into the built site in `root`. */
export async function writeServingRules(root: string, otherLocales: readonly string[], versions: readonly string[] = []): Promise<string> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${COMMAND}: ${root} holds no built site; run \`npm run build\` first.`);
  }
  const rules = collectServingRules(root, otherLocales, versions);
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
  return (
    `${COMMAND}: wrote ${Object.keys(files).join(', ')} (${rules.notFound.length} 404 pages, ` +
    `${rules.immutable.length} immutable folders, CSP with ${rules.headers['Content-Security-Policy'].match(/'sha256-/g)?.length ?? 0} script hashes) ` +
    `and ${describeCompression(compressed)} in ${Math.round(performance.now() - started)} ms ` +
    `(${compressed.fresh} more had theirs from the build, ${compressed.reused} took those of the same file), into ${path.relative(process.cwd(), root) || '.'}`
  );
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describeCompression(compressed: PrecompressResult): string {
  return `.br/.gz of ${compressed.files} files (${mb(compressed.bytes)} -> ${mb(compressed.brotliBytes)} br, ${mb(compressed.gzipBytes)} gz)`;
}

/**
 * The first pass, in a locale's postBuild: the copies of its pages and hashed assets, which no
 * other postBuild step changes, in one worker thread, on the core that the other postBuild steps
 * (JavaScript on the main thread) leave idle. A hashed asset that the default locale's build
 * (`siteOutDir`, built first) holds as well, under the same name, takes the copies written there.
 * The scripts of `pageContent` (pageContentChunks) are compressed at BROTLI_QUALITY.pageContent.
 */
export async function precompressLocaleBuild({
  outDir,
  otherLocaleFolders,
  siteOutDir,
  pageContent = new Set(),
}: {
  outDir: string;
  /** The other locales' folders inside `outDir` (the default locale's), which their own builds compress. */
  otherLocaleFolders: readonly string[];
  /** The default locale's folder, when `outDir` is another locale's. */
  siteOutDir?: string;
  /** The chunks that hold one page's own content. */
  pageContent?: ReadonlySet<string>;
}): Promise<PrecompressResult> {
  const isHashed = (file: string) => file.startsWith(`${HASHED_ASSETS_FOLDER}${path.sep}`);
  return precompress(outDir, {
    walkInto: (folder) => !otherLocaleFolders.includes(folder),
    include: (file) => isHashed(file) || file.endsWith('.html'),
    isHashed,
    isPageContent: (file) => isChunkScript(file, pageContent),
    sameFileAt: (file) => (siteOutDir && isHashed(file) ? path.join(siteOutDir, file) : undefined),
    workers: 1,
  });
}

/**
 * The chunks that are one page's own content, from the locale's `routesChunkNames.json`: a file
 * Docusaurus (3.10) writes into its generated files for each locale, not a documented one, so a
 * missing file, or one without a page's `content` chunk, fails the build instead of leaving every
 * file at the slower quality without a word.
 */
function readPageContentChunks(generatedFilesDir: string): Set<string> {
  const file = path.join(generatedFilesDir, 'routesChunkNames.json');
  if (!fs.existsSync(file)) throw new Error(`[${PLUGIN_NAME}] Docusaurus wrote no ${file} (read to tell each page's own content chunk).`);
  const chunks = pageContentChunks(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (chunks.size === 0) throw new Error(`[${PLUGIN_NAME}] ${file} names no page's content chunk: Docusaurus changed its shape.`);
  return chunks;
}

/**
 * Runs `task` when the build's process has nothing left to do: after the last locale's postBuild
 * steps (the other plugins' files included) and the copies' worker threads. Once per `folder`:
 * Docusaurus loads this module afresh for each locale, so the folders already planned are shared by
 * the process (processShared). A build that fails exits before.
 */
function runWhenBuildEnds(folder: string, what: string, task: () => Promise<string>): void {
  const planned = processShared('serving-rules.planned', () => new Set<string>());
  if (planned.has(folder)) return;
  planned.add(folder);
  process.once('beforeExit', () => {
    task().then(
      (summary) => console.log(summary),
      (error: unknown) => {
        console.error(`[${PLUGIN_NAME}] ${what} in ${folder} failed:`, error);
        process.exitCode = 1;
      },
    );
  });
}

/**
 * The copies of what a locale's postBuild pass leaves (its Markdown, search index, static files),
 * for one locale of a build apart (a frozen docs version's, the e2e fixtures' app): its output is
 * copied whole into the site (src/plugins/docs-versions/build/), so it is complete when its build ends.
 */
export async function precompressVersionFolder(folder: string): Promise<string> {
  const compressed = await precompress(folder, {isHashed: (file) => file.startsWith(`${HASHED_ASSETS_FOLDER}${path.sep}`)});
  return `${PLUGIN_NAME}: ${describeCompression(compressed)} in ${path.relative(process.cwd(), folder) || '.'}`;
}

/** The plugin's options: what this build is (buildTarget in docs-versions/versions.ts, passed by docusaurus.config.ts). */
export type ServingRulesOptions = {
  /**
   * A build of one folder of each locale's root, put together with the others later: a frozen docs
   * version's (DOCS_VERSION=0.5, `/0.5/`) or the e2e fixtures' app (`/e2e-fixtures/`). Its own folder
   * gets its copies; the site's rules come later.
   */
  apart: boolean;
  /** Run by `npm run build` as one part of the site, which writes the whole site's rules itself. */
  part: boolean;
  /** The site's frozen docs versions (versions.json), for `docusaurus write-serving-rules`. */
  frozenVersions: readonly string[];
};

export default function servingRulesPlugin(context: LoadContext, {apart, part, frozenVersions}: ServingRulesOptions): Plugin {
  const {defaultLocale, locales} = context.siteConfig.i18n;
  const otherLocales = locales.filter((locale) => locale !== defaultLocale);
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir: localeOutDir}) {
      const outDir = path.resolve(localeOutDir);
      const {currentLocale, localeConfigs} = context.i18n;
      const isDefaultLocale = currentLocale === defaultLocale;
      // Docusaurus writes each locale into the build's folder plus the locale's base URL: `build/`
      // and `build/zh/` for the current docs, `<dir>/0.5/` and `<dir>/zh/0.5/` for a frozen version.
      const buildDir = path.resolve(outDir, ...context.baseUrl.split('/').filter(Boolean).map(() => '..'));
      const localeOutDirOf = (locale: string) => path.join(buildDir, localeConfigs[locale]?.baseUrl ?? `/${locale}/`);
      const defaultOutDir = localeOutDirOf(defaultLocale);
      // The other locales' folders inside this one (`zh` inside `build/`), which their own builds compress.
      const nestedLocaleFolders = otherLocales
        .map((locale) => path.relative(outDir, localeOutDirOf(locale)))
        .filter((folder) => folder !== '' && !folder.startsWith('..') && !path.isAbsolute(folder));
      // Not awaited: the worker goes on while the next locale loads, single-threaded, and Node waits
      // for it before the build's process ends. A failure fails the build.
      precompressLocaleBuild({
        outDir,
        otherLocaleFolders: nestedLocaleFolders,
        siteOutDir: isDefaultLocale ? undefined : defaultOutDir,
        pageContent: readPageContentChunks(context.generatedFilesDir),
      }).catch((error: unknown) => {
        console.error(`[${PLUGIN_NAME}] the precompressed copies of ${outDir} failed:`, error);
        process.exitCode = 1;
      });
      // The whole site's rules need every docs version in place: `npm run build` (docs-versions/build/siteBuild.ts)
      // writes them once it has put the versions' builds together. A `docusaurus build` of the
      // current docs on its own still gets them, for that folder.
      if (apart) {
        runWhenBuildEnds(outDir, 'the copies of the build', () => precompressVersionFolder(outDir));
      } else if (!part) {
        runWhenBuildEnds(defaultOutDir, 'writing the serving rules', () => writeServingRules(defaultOutDir, otherLocales));
      }
    },
    extendCli(cli) {
      cli
        .command(`${COMMAND} [dir]`)
        .description(`Write the serving rules (_headers, _redirects, vercel.json, nginx.conf) and .br/.gz copies into a built site (default: ${DEFAULT_OUT_DIR}).`)
        .action(async (dir?: string) => {
          console.log(await writeServingRules(path.resolve(context.siteDir, dir ?? DEFAULT_OUT_DIR), otherLocales, frozenVersions));
        });
    },
  };
}

