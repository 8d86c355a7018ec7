// `npm run check -- <files>` (index.mjs): what is wrong with the pages a writer or translator
// changed, read from their sources in seconds instead of a build of the whole site:
// - each page, English and Chinese, compiles as the build compiles it (Docusaurus's MDX loader with
//   the site's Markdown config and remark plugins; a Markdown link to a missing file fails here as
//   it fails the build), and names no component MDX does not have;
// - its links and anchors resolve: to a page of its docs version or another, a file of static/,
//   a heading (or an `id`) of the page they name;
// - its counterpart in the other locale exists and is in step (scripts/i18n-check's rules);
// the examples (the guide and example runners) are index.mjs's.
import fs from 'node:fs';
import path from 'node:path';
import {resolveMarkdownLinkPathname} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {docPageFiles, docsDirOf, docsVersions, versionPathPrefix, zhDocsDirOf, CURRENT, SITE_DIR} from '../../src/plugins/docs-versions/versions';
import {docHeadings, parseDocSource} from '../../src/plugins/shared/parseDocSource';

/** A docs page: its version and its path in the version's tree (the same in both locales). */
export type Page = {version: string; file: string};
export type Problem = {file: string; line?: number; kind: string; message: string};

const LOCALES = [
  {locale: 'en', root: '/'},
  {locale: 'zh', root: '/zh/'},
] as const;
type Locale = (typeof LOCALES)[number]['locale'];
const MARKDOWN = /\.mdx?$/;

const relative = (file: string, siteDir = SITE_DIR) => path.relative(siteDir, file).split(path.sep).join('/');

/** A page's source file in a locale (the Chinese one whether it exists or not). */
export function sourceOf(page: Page, locale: Locale, siteDir = SITE_DIR): string {
  return path.join(locale === 'en' ? docsDirOf(page.version, siteDir) : zhDocsDirOf(page.version, siteDir), page.file);
}

/** The docs page a file is, English or Chinese, or why it is none. */
export function pageOf(file: string, siteDir = SITE_DIR): Page | string {
  const absolute = path.resolve(siteDir, file);
  if (!MARKDOWN.test(absolute)) return `${file} is not a Markdown page (.md, .mdx)`;
  for (const version of docsVersions(siteDir)) {
    for (const dir of [docsDirOf(version, siteDir), zhDocsDirOf(version, siteDir)]) {
      const inside = path.relative(dir, absolute);
      if (!inside.startsWith('..') && !path.isAbsolute(inside)) return {version, file: inside.split(path.sep).join('/')};
    }
  }
  return `${file} is not a docs page: the check reads docs/, versioned_docs/ and their Chinese trees`;
}

/** A version's root in a locale: `/`, `/zh/`, `/0.5/`, `/zh/0.5/`. */
const versionRoot = (version: string, locale: Locale) => `${LOCALES.find((entry) => entry.locale === locale)!.root}${versionPathPrefix(version)}`;

/** Every doc page of every version, in both locales: its URL and its source (the Chinese one when it exists). */
function siteIndex(siteDir: string) {
  const byUrl = new Map<string, string>();
  const permalinks = new Map<string, string>();
  for (const version of docsVersions(siteDir)) {
    for (const {file, page} of docPageFiles(version, siteDir)) {
      for (const {locale} of LOCALES) {
        const url = `${versionRoot(version, locale)}${page}`;
        const localized = sourceOf({version, file}, locale, siteDir);
        const source = fs.existsSync(localized) ? localized : sourceOf({version, file}, 'en', siteDir);
        byUrl.set(url, source);
        permalinks.set(`@site/${relative(localized, siteDir)}`, url);
        if (locale === 'en') permalinks.set(`@site/${relative(source, siteDir)}`, url);
      }
    }
  }
  return {byUrl, permalinks};
}

type SiteIndex = ReturnType<typeof siteIndex>;

/** The anchors a page's source gives: its headings' and every `id="…"` it writes. */
function anchorsOf(source: string): Set<string> {
  return new Set([...docHeadings(source).map((heading) => heading.id), ...[...source.matchAll(/\bid=["']([^"']+)["']/g)].map((match) => match[1]!)]);
}

type Found = {url: string; line?: number};
type JsxNode = {type: string; name?: string | null; attributes?: {type: string; name?: string; value?: unknown}[]; position?: {start: {line: number}}; children?: JsxNode[]; url?: string; value?: string};

/** The links of a page (Markdown links and definitions, `href` / `to` of `<a>` and `<Link>`), and the JSX components it uses. */
function linksAndComponents(tree: Root): {links: Found[]; components: Found[]; imported: Set<string>} {
  const links: Found[] = [];
  const components: Found[] = [];
  const imported = new Set<string>();
  const visit = (node: JsxNode) => {
    const line = node.position?.start.line;
    if ((node.type === 'link' || node.type === 'definition') && node.url) links.push({url: node.url, line});
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      if (/^[A-Z]/.test(node.name) || node.name.includes('.')) components.push({url: node.name.split('.')[0]!, line});
      for (const attribute of node.attributes ?? []) {
        if (['a', 'Link'].includes(node.name) && ['href', 'to'].includes(attribute.name ?? '') && typeof attribute.value === 'string') links.push({url: attribute.value, line});
      }
    }
    if (node.type === 'mdxjsEsm' && node.value) {
      for (const [, names] of node.value.matchAll(/(?:import|export)\s+([^;]*?)\s+from\s/g)) {
        for (const name of names!.match(/[A-Za-z_$][\w$]*/g) ?? []) imported.add(name);
      }
      for (const [, name] of node.value.matchAll(/export\s+(?:const|function|class)\s+([A-Za-z_$][\w$]*)/g)) imported.add(name!);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree as unknown as JsxNode);
  return {links, components, imported};
}

/** The components MDX gives every page: the theme's MDXComponents and the site's wrap of it (the keys of their object literals). */
function mdxComponents(siteDir: string): Set<string> {
  const keys = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^\s+([A-Za-z]\w*)\s*[,:]/gm)].map((match) => match[1]!);
  const stock = require.resolve('@docusaurus/theme-classic/lib/theme/MDXComponents/index.js', {paths: [siteDir]});
  return new Set([...keys(stock), ...keys(path.join(siteDir, 'src/theme/MDXComponents/index.tsx'))]);
}

/** The links, anchors and components of one page in one locale. */
function checkLinks(page: Page, locale: Locale, index: SiteIndex, siteDir: string): Problem[] {
  const file = sourceOf(page, locale, siteDir);
  const shown = relative(file, siteDir);
  const source = fs.readFileSync(file, 'utf8');
  const problems: Problem[] = [];
  let tree: Root;
  try {
    tree = parseDocSource(source);
  } catch {
    return []; // The compile step reports it.
  }
  const {links, components, imported} = linksAndComponents(tree);
  const known = mdxComponents(siteDir);
  for (const {url: name, line} of components) {
    if (!known.has(name) && !imported.has(name)) {
      problems.push({file: shown, line, kind: 'component', message: `<${name}> is neither imported by the page nor one of the MDX components every page has (${[...known].filter((key) => /^[A-Z]/.test(key)).join(', ')})`});
    }
  }
  const ownUrl = [...index.byUrl].find(([, from]) => from === file)?.[0] ?? `${versionRoot(page.version, locale)}${page.file}`;
  const contentPaths = {contentPath: docsDirOf(page.version, siteDir), contentPathLocalized: locale === 'en' ? docsDirOf(page.version, siteDir) : zhDocsDirOf(page.version, siteDir)};
  const staticFile = (pathname: string) => fs.existsSync(path.join(siteDir, 'static', decodeURIComponent(pathname))) && fs.statSync(path.join(siteDir, 'static', decodeURIComponent(pathname))).isFile();
  for (const {url, line} of links) {
    if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) continue;
    const hashAt = url.indexOf('#');
    const pathname = hashAt === -1 ? url : url.slice(0, hashAt);
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(url.slice(hashAt + 1));
    let target: string | undefined;
    let targetUrl: string;
    if (pathname === '') {
      target = file;
      targetUrl = ownUrl;
    } else if (MARKDOWN.test(pathname)) {
      const resolved = resolveMarkdownLinkPathname(pathname, {sourceFilePath: file, sourceToPermalink: index.permalinks, siteDir, contentPaths});
      if (!resolved) {
        problems.push({file: shown, line, kind: 'link', message: `${url}: no doc at that path`});
        continue;
      }
      targetUrl = resolved;
      target = index.byUrl.get(resolved);
    } else {
      // A URL: absolute below the locale's root (Docusaurus adds /zh/), or relative to the page's URL.
      const localeRoot = LOCALES.find((entry) => entry.locale === locale)!.root;
      const absolute = pathname.startsWith('/') ? `${localeRoot}${pathname.slice(1)}` : new URL(pathname, `http://site${ownUrl}`).pathname;
      if (pathname.startsWith('/') && staticFile(pathname)) continue;
      const candidates = [absolute, absolute.endsWith('/') ? absolute.slice(0, -1) : `${absolute}/`];
      targetUrl = candidates.find((candidate) => index.byUrl.has(candidate)) ?? absolute;
      target = index.byUrl.get(targetUrl);
      const otherPages = ['', 'search', '404'].flatMap((name) => [...docsVersions(siteDir)].map((version) => `${versionRoot(version, locale)}${name}`));
      if (!target && !otherPages.includes(absolute.replace(/\/$/, '') || '/') && !otherPages.includes(absolute)) {
        problems.push({file: shown, line, kind: 'link', message: `${url}: no page at ${absolute}`});
        continue;
      }
    }
    if (anchor !== undefined && target && !anchorsOf(fs.readFileSync(target, 'utf8')).has(anchor)) {
      problems.push({file: shown, line, kind: 'anchor', message: `${url}: ${targetUrl} has no heading or id "${anchor}"`});
    }
  }
  return problems;
}

type LoaderOptions = Record<string, unknown> & {remarkPlugins?: unknown[]};

/** The MDX loader's options of the site's docs, as the docs plugin gives them (siteConfig.markdown, the preset's remark plugins). */
async function loaderOptions(siteDir: string): Promise<{options: LoaderOptions; load: (file: string) => Promise<void>}> {
  // Docusaurus's own config loading and validation (its defaults: the front matter parser, mdx1Compat…).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {loadSiteConfig} = require(require.resolve('@docusaurus/core/lib/server/config.js', {paths: [siteDir]})) as {
    loadSiteConfig: (options: {siteDir: string}) => Promise<{siteConfig: {markdown: unknown; staticDirectories: string[]; presets: unknown[]}}>;
  };
  const {siteConfig} = await loadSiteConfig({siteDir});
  const classic = siteConfig.presets.find((preset) => Array.isArray(preset) && preset[0] === 'classic') as [string, {docs: LoaderOptions}] | undefined;
  const index = siteIndex(siteDir);
  const options: LoaderOptions = {
    admonitions: true,
    remarkPlugins: classic?.[1].docs.remarkPlugins ?? [],
    markdownConfig: siteConfig.markdown,
    staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    siteDir,
    resolveMarkdownLink: ({linkPathname, sourceFilePath}: {linkPathname: string; sourceFilePath: string}) => {
      const version = docsVersions(siteDir).find((candidate) => [docsDirOf(candidate, siteDir), zhDocsDirOf(candidate, siteDir)].some((dir) => sourceFilePath.startsWith(`${dir}${path.sep}`))) ?? CURRENT;
      const zh = sourceFilePath.startsWith(`${zhDocsDirOf(version, siteDir)}${path.sep}`);
      return resolveMarkdownLinkPathname(linkPathname, {
        sourceFilePath,
        sourceToPermalink: index.permalinks,
        siteDir,
        contentPaths: {contentPath: docsDirOf(version, siteDir), contentPathLocalized: zh ? zhDocsDirOf(version, siteDir) : docsDirOf(version, siteDir)},
      });
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mdxLoader = (require(require.resolve('@docusaurus/mdx-loader', {paths: [siteDir]})) as {default: (this: unknown, content: string) => void}).default;
  // The loader as the bundler runs it for the server build: its context is all it reads.
  const load = (file: string) =>
    new Promise<void>((resolve, reject) => {
      const context = {
        _compiler: {name: 'server'},
        resource: file,
        resourcePath: file,
        getOptions: () => options,
        addDependency: () => {},
        async: () => (error: Error | null) => (error ? reject(error) : resolve()),
      };
      mdxLoader.call(context, fs.readFileSync(file, 'utf8'));
    });
  return {options, load};
}

/** Every problem of the pages' sources (compile, components, links, anchors, translation), page by page. */
export async function checkPages(pages: readonly Page[], {siteDir = SITE_DIR} = {}): Promise<Problem[]> {
  const {load} = await loaderOptions(siteDir);
  const index = siteIndex(siteDir);
  // scripts/i18n-check's rules for one page (an ES module).
  const i18n = (await import(path.join(siteDir, 'scripts/i18n-check/index.mjs'))) as {
    checkPage: (options: {root: string; enFile: string; zhFile: string; glossary: unknown}) => Problem[] | null;
    readGlossary: (root: string, locale: string) => unknown;
  };
  const glossary = i18n.readGlossary(siteDir, 'zh');
  const problems: Problem[] = [];
  for (const page of pages) {
    const compiled = problems.length;
    const [en, zh] = [sourceOf(page, 'en', siteDir), sourceOf(page, 'zh', siteDir)];
    if (!fs.existsSync(en)) {
      problems.push({file: relative(zh, siteDir), kind: 'orphan translation', message: `no English page ${relative(en, siteDir)} (renamed or removed?)`});
    }
    for (const {locale} of LOCALES) {
      const file = sourceOf(page, locale, siteDir);
      if (!fs.existsSync(file)) continue;
      try {
        await load(file);
      } catch (error) {
        // The loader's message, without its stack; a broken Markdown link is the link check's to report.
        const message = (error instanceof Error ? error.message : String(error)).split('\nDetails:')[0]!.replace(/^MDX compilation failed for file "[^"]*"\nCause: /, '');
        if (!/^Markdown link with URL/.test(message)) problems.push({file: relative(file, siteDir), kind: 'compile', message: message.split('\n').filter((line) => !/^\s+at /.test(line)).join('\n    ')});
      }
      problems.push(...checkLinks(page, locale, index, siteDir));
    }
    // (A page that does not compile cannot be compared.)
    if (fs.existsSync(en) && !problems.slice(compiled).some((problem) => problem.kind === 'compile')) {
      // The glossary checks the current docs only (the frozen versions change only to fix an error).
      const found = i18n.checkPage({root: siteDir, enFile: relative(en, siteDir), zhFile: relative(zh, siteDir), glossary: page.version === CURRENT ? glossary : null});
      problems.push(...(found ?? []));
    }
  }
  return problems;
}

