import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {CURRENT_DOC_ROUTES, type CurrentRoute} from '../specRoutes';

// The Chinese site is Chinese (issue 8): every /zh/ route's main text, its navbar and sidebar
// labels (the values of i18n/zh/*.json, read here, not guessed), the pager and outline titles of
// spec sections 2 and 8, the edit link, and <html lang="zh-CN">. Each route is checked twice:
// in its server-rendered HTML (fast, with cheerio, against the English page as a control), and
// hydrated (routes.spec.ts), and the "下一页" links of each sidebar lead through all of its pages
// (the first pages walked in a browser too).
const ROOT = path.join(__dirname, '../..');
const ZH_DOCS = path.join(ROOT, 'i18n/zh/docusaurus-plugin-content-docs/current');

/** Spec texts: pager (section 2, site facts), outline title, edit link, html lang. */
const PAGER = {previous: '上一页', next: '下一页'};
const OUTLINE_TITLE = '目录';
const EDIT_LINK = '在 GitHub 上编辑此页';
const HTML_LANG = 'zh-CN';

/**
 * Main text is Chinese when Chinese words make up at least MIN_CHINESE_SHARE of its words, a
 * Chinese word counted as CHARS_PER_CHINESE_WORD Han characters (code left out). The Chinese pages
 * measure 0.51 (the API overview, a list of API names) to 0.96; the English pages 0.
 */
const MIN_CHINESE_SHARE = 0.4;
const CHARS_PER_CHINESE_WORD = 2;
/** A block (paragraph, list item, cell, heading) is English from this many lowercase English words on. */
const MIN_ENGLISH_WORDS = 3;

type Messages = Record<string, {message: string}>;
const readJson = (relative: string): Messages => JSON.parse(fs.readFileSync(path.join(ROOT, relative), 'utf8'));
const labels = (file: string, prefix: string) => {
  const messages = readJson(file);
  return Object.keys(messages)
    .filter((key) => key.startsWith(prefix))
    .map((key) => messages[key].message);
};
const NAVBAR = {
  zh: labels('i18n/zh/docusaurus-theme-classic/navbar.json', 'item.label.'),
  en: labels('i18n/en/docusaurus-theme-classic/navbar.json', 'item.label.'),
};
const SIDEBAR_CATEGORIES = {
  zh: labels('i18n/zh/docusaurus-plugin-content-docs/current.json', 'sidebar.'),
  en: labels('i18n/en/docusaurus-plugin-content-docs/current.json', 'sidebar.'),
};

/** The sidebar label of a Chinese doc: its `sidebar_label`, else its `title` (front matter). */
function zhSidebarLabel(permalink: string): string {
  const docPath = permalink.replace(/^\/zh\//, '').replace(/\/$/, '/index');
  const file = ['.md', '.mdx'].map((ext) => path.join(ZH_DOCS, docPath + ext)).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`no Chinese source for ${permalink}`);
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const field = (name: string) => new RegExp(`^${name}: *(.+)$`, 'm').exec(frontMatter)?.[1].trim().replace(/^(['"])(.*)\1$/, '$2');
  const label = field('sidebar_label') ?? field('title');
  if (!label) throw new Error(`${file} has no title`);
  return label;
}

const HAN = /\p{Script=Han}/gu;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:['.\-][A-Za-z0-9]+)*/g;
function chineseShare(text: string): number {
  const chineseWords = (text.match(HAN) ?? []).length / CHARS_PER_CHINESE_WORD;
  const latinWords = (text.match(LATIN_WORD) ?? []).length;
  return chineseWords + latinWords === 0 ? 0 : chineseWords / (chineseWords + latinWords);
}
function isEnglishBlock(text: string): boolean {
  const lowercaseWords = (text.match(LATIN_WORD) ?? []).filter((word) => /^[a-z]{2,}$/.test(word));
  return lowercaseWords.length >= MIN_ENGLISH_WORDS && chineseShare(text) < 0.2;
}

/** The main text of a page without its code, and the blocks of it that read as English. */
function mainText(html: string): {share: number; englishBlocks: string[]} {
  const $ = cheerio.load(html);
  const main = $('main').first();
  main.find('pre, code, script, style').remove();
  const englishBlocks: string[] = [];
  main.find('p, li, td, th, h1, h2, h3, h4, h5, h6').each((_, element) => {
    if ($(element).find('p, li').length > 0) return; // the inner block is checked on its own
    const text = $(element).text().replace(/\s+/g, ' ').trim();
    if (isEnglishBlock(text)) englishBlocks.push(text);
  });
  return {share: chineseShare(main.text()), englishBlocks};
}

const ZH_ROUTES: Array<{url: string; route: CurrentRoute | null}> = [
  {url: '/zh/', route: null},
  ...CURRENT_DOC_ROUTES.map((route) => ({url: `/zh${route.path}`, route})),
];

test.describe('every /zh/ route, server-rendered', () => {
  for (const {url, route} of ZH_ROUTES) {
    test(`${url} is Chinese`, async ({request}) => {
      const [zhResponse, enResponse] = await Promise.all([request.get(url), request.get(url.replace(/^\/zh/, '') || '/')]);
      expect(zhResponse.status()).toBe(200);
      const html = await zhResponse.text();
      const $ = cheerio.load(html);
      expect($('html').attr('lang')).toBe(HTML_LANG);

      // Main text: Chinese, no English sentence left; the English page fails the same measure.
      const zh = mainText(html);
      const en = mainText(await enResponse.text());
      expect(zh.englishBlocks).toEqual([]);
      expect(zh.share).toBeGreaterThanOrEqual(MIN_CHINESE_SHARE);
      expect(en.share).toBeLessThan(MIN_CHINESE_SHARE);
      expect(en.englishBlocks.length).toBeGreaterThan(0);

      // Navbar: the labels of navbar.json, none of the English ones that differ.
      const navbarLinks = $('.navbar__items a.navbar__link:not([role="button"])')
        .map((_, element) => $(element).text().trim())
        .get();
      expect(navbarLinks).toEqual(expect.arrayContaining(NAVBAR.zh));
      for (const english of NAVBAR.en.filter((label) => !NAVBAR.zh.includes(label))) {
        expect(navbarLinks).not.toContain(english);
      }
      if (!route) return;

      // Sidebar: category labels from current.json, doc labels from the Chinese front matter.
      const categories = $('.theme-doc-sidebar-item-category > .menu__list-item-collapsible .menu__link')
        .map((_, element) => $(element).text().trim())
        .get();
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) expect(SIDEBAR_CATEGORIES.zh).toContain(category);
      const docLinks = $('.theme-doc-sidebar-item-link > a.menu__link')
        .map((_, element) => ({href: $(element).attr('href') ?? '', text: $(element).text().trim()}))
        .get();
      expect(docLinks.length).toBeGreaterThan(0);
      for (const link of docLinks) expect(link.text.startsWith(zhSidebarLabel(link.href))).toBe(true);

      // Pager, outline (desktop title and mobile toggle) and edit link.
      const previous = $('.pagination-nav__link--prev .pagination-nav__sublabel');
      const next = $('.pagination-nav__link--next .pagination-nav__sublabel');
      expect(previous.length + next.length).toBeGreaterThan(0);
      if (previous.length) expect(previous.text()).toBe(PAGER.previous);
      if (next.length) expect(next.text()).toBe(PAGER.next);
      const outline = $('nav.theme-doc-toc-desktop');
      if (outline.length) {
        expect($(`#${outline.attr('aria-labelledby')}`).text()).toBe(OUTLINE_TITLE);
        expect($('.theme-doc-toc-mobile button').text().trim()).toBe(OUTLINE_TITLE);
      } else {
        expect($('.theme-doc-toc-mobile')).toHaveLength(0);
      }
      expect($('a.theme-edit-this-page').text().trim()).toBe(EDIT_LINK);
    });
  }
});

/** What a hydrated doc page shows, read in one round trip once the page for `pathname` is rendered. */
async function readDocPage(page: Page, pathname: string) {
  await page.locator(`a.menu__link[aria-current="page"][href="${pathname}"]`).waitFor();
  return page.evaluate(() => {
    const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '');
    const outline = document.querySelector('nav.theme-doc-toc-desktop');
    const titleId = outline?.getAttribute('aria-labelledby');
    return {
      lang: document.documentElement.lang,
      navbarLinks: texts('.navbar__items a.navbar__link:not([role="button"])'),
      categories: texts('.theme-doc-sidebar-item-category > .menu__list-item-collapsible .menu__link'),
      current: texts('a.menu__link[aria-current="page"]'),
      // A doc a category links to (/zh/api/rstest/) shows the category's label in the sidebar.
      currentIsCategory: Boolean(document.querySelector('.menu__list-item-collapsible > a.menu__link[aria-current="page"]')),
      previous: texts('.pagination-nav__link--prev .pagination-nav__sublabel'),
      next: texts('.pagination-nav__link--next .pagination-nav__sublabel'),
      nextHref: document.querySelector('.pagination-nav__link--next')?.getAttribute('href') ?? null,
      outlineTitle: titleId ? (document.getElementById(titleId)?.textContent ?? '') : null,
    };
  });
}

/** The first page of each sidebar, and the pages its "下一页" links lead through in order. */
const SECTIONS = (['Guide', 'Config', 'API'] as const).map((section) => ({
  section,
  expected: CURRENT_DOC_ROUTES.filter((route) => route.section === section).map((route) => `/zh${route.path}`),
}));
/**
 * The pages a browser walks per sidebar by client-side navigation. Every page's own render is checked
 * where it costs a load each (routes.spec.ts hydrates every /zh/ route: a client render that differed
 * from the Chinese server HTML would be a hydration mismatch there); the walk checks what a move
 * between pages adds, on the first pages of each sidebar.
 */
const WALKED_PAGES = 4;

test.describe('every /zh/ doc route, through its sidebar\'s pager', () => {
  for (const {section, expected} of SECTIONS) {
    test(`${section}: the “${PAGER.next}” links of the server HTML lead through every page of the sidebar`, async ({request}) => {
      const visited: string[] = [];
      for (let pathname: string | undefined = expected[0]; pathname; ) {
        visited.push(pathname);
        const $ = cheerio.load(await (await request.get(pathname)).text());
        pathname = $('a.pagination-nav__link--next').attr('href');
      }
      expect(visited.sort()).toEqual([...expected].sort());
    });

    test(`${section}: the first ${WALKED_PAGES} pages reached in the browser through “${PAGER.next}” are Chinese`, async ({page, pageErrors}) => {
      await page.goto(expected[0]);
      let pathname: string | null = expected[0];
      for (let step = 0; pathname && step < WALKED_PAGES; step += 1) {
        const shown = await readDocPage(page, pathname);
        expect(shown.lang, pathname).toBe(HTML_LANG);
        expect(shown.navbarLinks, pathname).toEqual(expect.arrayContaining(NAVBAR.zh));
        for (const category of shown.categories) expect(SIDEBAR_CATEGORIES.zh, pathname).toContain(category);
        if (shown.currentIsCategory) expect(SIDEBAR_CATEGORIES.zh, pathname).toContain(shown.current[0]);
        else expect(shown.current[0]?.startsWith(zhSidebarLabel(pathname)), pathname).toBe(true);
        expect([...shown.previous, ...shown.next], pathname).toEqual([
          ...(shown.previous.length ? [PAGER.previous] : []),
          ...(shown.next.length ? [PAGER.next] : []),
        ]);
        if (shown.outlineTitle !== null) expect(shown.outlineTitle, pathname).toBe(OUTLINE_TITLE);
        expect(mainText(await page.content()).englishBlocks, pathname).toEqual([]);
        pathname = shown.nextHref;
        if (pathname && step + 1 < WALKED_PAGES) {
          await page.locator('.pagination-nav__link--next').click();
          await expect(page).toHaveURL((url) => url.pathname === pathname);
        }
      }
      expect(pageErrors).toEqual([]);
    });
  }
});
