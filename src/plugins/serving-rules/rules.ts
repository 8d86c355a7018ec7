// The serving rules of one build, read from the built folder once every locale is built: what a
// host must do beyond sending files. ./hostFiles.ts writes them as each host's configuration;
// nothing else decides them (scripts/serve.mjs reads the written `_headers` and `_redirects`,
// scripts/serve-nginx.mjs includes the written `nginx.conf`).
import fs from 'node:fs';
import path from 'node:path';
import {collectInlineScriptHashes, securityHeaders} from './securityHeaders';

/** Content-hashed files (Docusaurus names them `<name>.<hash>.<ext>`): cached for a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Everything else (pages, `.md`, search indexes, `llms*.txt`, images): cached, but revalidated
 * before each use. Netlify and Cloudflare Pages send it by default, so `_headers` does not list
 * these files (a rule per entry of every locale and docs version would pass Cloudflare's 100 rules
 * after a few versions); vercel.json and nginx.conf set it on every response, and the preview
 * server takes it as the hosts' default (scripts/serve/hostRules.cjs HOST_DEFAULT_HEADERS).
 */
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
/** The folder of each locale's build that holds only content-hashed files. */
export const HASHED_ASSETS_FOLDER = 'assets';
export const NOT_FOUND_PAGE = '404.html';
const PAGE_FILE = 'index.html';

/** The host configuration files the build writes. They configure the host and are never served. */
export const HOST_FILES = {
  headers: '_headers',
  redirects: '_redirects',
  vercel: 'vercel.json',
  nginx: 'nginx.conf',
} as const;
export const HOST_FILE_NAMES: readonly string[] = Object.values(HOST_FILES);

export interface NotFoundRule {
  /** The path prefix the rule covers (`/zh/`; `/` for the rest). */
  prefix: string;
  /** The 404 page sent for a missing path under it, with status 404 (`/zh/404.html`). */
  page: string;
}

export interface ServingRules {
  /** Headers of every response: the security headers, with the CSP hashes of this build's inline scripts. */
  headers: Record<string, string>;
  /** Folders of content-hashed files (`/assets/`, `/zh/assets/`, `/0.5/assets/`…): IMMUTABLE_CACHE_CONTROL; every other file has the hosts' default, REVALIDATE_CACHE_CONTROL. */
  immutable: string[];
  /** The 404 page of each locale, most specific prefix first, the root's last. */
  notFound: NotFoundRule[];
  /** Content types by file extension that hosts may not know (`.md`). */
  contentTypes: Record<string, string>;
  /** Every page as built (`/guide/start`, `/guide/start/quick-start`, `/zh/404`), for case-insensitive redirects. */
  pages: string[];
}

/**
 * The folders of the build that each hold one Docusaurus app, parents first: `''` (the default
 * locale's current docs), `zh`, then each frozen docs version in each locale (`0.5`, `zh/0.5`;
 * maintainers/architecture.md "Versions"), or another app built apart (the e2e build's `e2e-fixtures`).
 * Each has its own pages, `assets/` and 404 page.
 */
export function appFolders(root: string, locales: readonly string[], versions: readonly string[] = []): string[] {
  const localeFolders = ['', ...locales];
  const folders = [...localeFolders, ...versions.flatMap((version) => localeFolders.map((locale) => (locale ? `${locale}/${version}` : version)))];
  return folders.filter((folder) => folder === '' || fs.existsSync(path.join(root, folder, PAGE_FILE)));
}

/** `/`, `/zh/`, `/zh/0.5/`: the URL prefix of an app folder. */
const prefixOf = (folder: string) => (folder ? `/${folder}/` : '/');

/** Every page of the build (a folder's `index.html`, or another `.html` file), sorted. */
export function builtPages(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string, urlPath: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
      else if (entry.name === PAGE_FILE) pages.push(urlPath || '/');
      else if (entry.name.endsWith('.html')) pages.push(`${urlPath}/${entry.name.slice(0, -'.html'.length)}`);
    }
  };
  walk(root, '');
  return pages.sort();
}

/**
 * The rules of the build in `root`, whose default locale is at the root, each other locale of
 * `otherLocales` in its own folder (`zh/`), and each frozen docs version of `versions` in a folder of
 * its name in each locale's (`0.5/`, `zh/0.5/`).
 */
export function collectServingRules(root: string, otherLocales: readonly string[], versions: readonly string[] = []): ServingRules {
  const folders = appFolders(root, otherLocales, versions);
  const immutable = folders
    .filter((folder) => fs.existsSync(path.join(root, folder, HASHED_ASSETS_FOLDER)))
    .map((folder) => `${prefixOf(folder)}${HASHED_ASSETS_FOLDER}/`);
  const notFound = folders
    .filter((folder) => fs.existsSync(path.join(root, folder, NOT_FOUND_PAGE)))
    .map((folder) => ({prefix: prefixOf(folder), page: `${prefixOf(folder)}${NOT_FOUND_PAGE}`}))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return {
    headers: securityHeaders(collectInlineScriptHashes(root)),
    immutable,
    notFound,
    contentTypes: {'.md': MARKDOWN_CONTENT_TYPE},
    pages: builtPages(root),
  };
}
