// Stand-ins (issue 53): a docs version's answer at the path of a page it lacks. The version switcher
// leads to the same page path in every version (client/versionLinks.ts); where a version lacks the page,
// its build has written a stand-in there: its closest page's HTML, with a notice above the text
// naming the page by its title, the version switcher leading back to it, and the address the page
// takes on arrival (client/arrival.ts: the closest page's, with `?missing=<the page left>`). A static
// file, so every host serves it, the notice is in the first paint, and it needs no JavaScript.
//
// The closest page: the page's counterpart under another path, from the version's counterparts map
// (`versioned_sidebars/version-<V>-counterparts.json`; the current docs' `counterparts.json`), else
// the overview of its section (the first page of the version's sidebar named after the path's first
// segment: `guide/start/`, `config/`, `api/`); never a page of another section.
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {CURRENT, SITE_DIR} from '../versions';
import {STAND_IN_META} from '../client/arrival';
import {MISSING_PAGE_PARAM} from '../client/versionLinks';

/** A version's counterparts map: a page other versions have and it lacks, to its own page of the same subject, or null (none: its section's overview). */
export type Counterparts = Record<string, string | null>;

/** The counterparts map of a version, kept beside its sidebars: `counterparts.json` for the current docs. */
export function counterpartsFileOf(version: string, siteDir = SITE_DIR): string {
  return version === CURRENT ? path.join(siteDir, 'counterparts.json') : path.join(siteDir, 'versioned_sidebars', `version-${version}-counterparts.json`);
}

export function readCounterparts(version: string, siteDir = SITE_DIR): Counterparts {
  const file = counterpartsFileOf(version, siteDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Counterparts) : {};
}

/** Another version, as a version's build sees it: its label, root in the locale, and its pages with their titles in the locale. */
export type OtherVersion = {name: string; label: string; root: string; titles: ReadonlyMap<string, string>};

export type StandIn = {
  /** The page the version lacks, below its root (`guide/basic/mock`): where the stand-in is written. */
  page: string;
  /** The version's closest page, below its root (`api/rstest/`): the page the stand-in shows. */
  closest: string;
  /** The page left: its title in the locale and its path, in the newest version that has it. */
  title: string;
  from: {label: string; path: string};
};

const sectionOf = (page: string) => page.split('/')[0]!;

/**
 * The stand-ins a version's build writes: one per page that another version has and it lacks.
 * `overviews`: the first page of each of its sidebars, by sidebar id, in the sidebars' order.
 */
export function standInPages({
  ownPages,
  counterparts,
  overviews,
  others,
}: {
  ownPages: readonly string[];
  counterparts: Counterparts;
  overviews: Readonly<Record<string, string>>;
  /** The other versions, newest first. */
  others: readonly OtherVersion[];
}): StandIn[] {
  const own = new Set(ownPages);
  const firstOverview = Object.values(overviews)[0];
  if (firstOverview === undefined) throw new Error('a docs version without a sidebar has no page to stand in for another.');
  const standIns = new Map<string, StandIn>();
  for (const version of others) {
    for (const [page, title] of version.titles) {
      if (own.has(page) || standIns.has(page)) continue;
      const closest = counterparts[page] ?? overviews[sectionOf(page)] ?? firstOverview;
      standIns.set(page, {page, closest, title, from: {label: version.label, path: `${version.root}${page}`}});
    }
  }
  return [...standIns.values()].sort((a, b) => (a.page < b.page ? -1 : 1));
}

/** What is wrong with a version's counterparts map, in words a writer can act on. */
export function counterpartsProblems({
  file,
  ownPages,
  ownTitles,
  counterparts,
  others,
}: {
  /** The map's file, as the messages name it. */
  file: string;
  ownPages: readonly string[];
  /** The version's pages with their English titles. */
  ownTitles: ReadonlyMap<string, string>;
  counterparts: Counterparts;
  /** The other versions' pages with their English titles. */
  others: readonly Pick<OtherVersion, 'name' | 'titles'>[];
}): string[] {
  const own = new Set(ownPages);
  const lacked = new Map<string, string>();
  for (const version of others) for (const [page, title] of version.titles) if (!own.has(page) && !lacked.has(page)) lacked.set(page, title);
  const problems: string[] = [];
  for (const [page, counterpart] of Object.entries(counterparts)) {
    if (own.has(page)) problems.push(`${file} maps ${page}, a page the version has: remove the entry.`);
    else if (!lacked.has(page)) problems.push(`${file} maps ${page}, which no other version has: remove the entry, or fix the path.`);
    if (counterpart !== null && !own.has(counterpart)) problems.push(`${file} maps ${page} to ${counterpart}, which is not a page of the version.`);
  }
  // A page of another version that looks like one of the version's under another path (the same
  // last segment or the same title) needs a decision: its counterpart, or null.
  const lastSegment = (page: string) => page.split('/').filter(Boolean).at(-1)?.toLowerCase();
  for (const [page, title] of lacked) {
    if (page in counterparts) continue;
    const alike = ownPages.filter((candidate) => lastSegment(candidate) === lastSegment(page) || ownTitles.get(candidate)?.toLowerCase() === title.toLowerCase());
    if (alike.length > 0) {
      problems.push(
        `${file} does not map ${page} ("${title}"), which the version lacks and which looks like its ${alike.join(', ')}: ` +
          `map it to its counterpart, or to null when it has none (the stand-in then shows the section's overview).`,
      );
    }
  }
  return problems;
}

/** The notice's two messages (the plugin's translation file `missing-page.json`). */
export type NoticeMessages = {notice: string; back: string};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A message with its `{name}` placeholders replaced by HTML; the message's own text escaped. */
function interpolate(message: string, values: Record<string, string>): string {
  return message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name]! : escapeHtml(part);
    })
    .join('');
}

/** The notice's HTML: the version lacks the page left (by its title), this is the closest page, and a link back. */
export function noticeHtml(messages: NoticeMessages, {version, standIn}: {version: string; standIn: StandIn}): string {
  const back = interpolate(messages.back, {version: escapeHtml(standIn.from.label)});
  const text = interpolate(messages.notice, {
    version: `<b>${escapeHtml(version)}</b>`,
    page: escapeHtml(standIn.title),
    back: `<a href="${escapeHtml(standIn.from.path)}" data-missing-page-back="">${back}</a>`,
  });
  return `<div class="alert alert--info margin-bottom--md" role="note" data-missing-page="${escapeHtml(standIn.from.path)}">${text}</div>`;
}

/** The attribute that marks the notice's place in every doc page (theme/DocVersionBanner). */
export const NOTICE_SLOT_ATTRIBUTE = 'data-missing-page-slot';
/** The attribute of the version switcher's entries (and the banner's link), naming their version. */
export const VERSION_LINK_ATTRIBUTE = 'data-docs-version';

/** The address a stand-in takes on arrival: its closest page's, with `?missing=<the page left>` (slashes kept). */
export function arrivalUrl(builtRoot: string, standIn: StandIn): string {
  return `${builtRoot}${standIn.closest}?${MISSING_PAGE_PARAM}=${encodeURIComponent(standIn.from.path).replaceAll('%2F', '/')}`;
}

/**
 * A stand-in's HTML from its closest page's: the notice in the page's slot, the links to other
 * versions (`data-docs-version`) leading to the page left in each (rootOf: the version's root, or
 * undefined for the built one, whose links stay), and the arrival address in a <meta> at the top
 * of <head>, before the head script that reads it. Fails on a page without a slot or <head>.
 */
export function standInHtml(
  html: string,
  {notice, arrival, page, rootOf}: {notice: string; arrival: string; page: string; rootOf: (version: string) => string | undefined},
): string {
  const edits: {start: number; end: number; text: string}[] = [];
  let headAt = -1;
  let slotOpen = -1;
  let slot = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // At the top of <head>, after its charset (which must stay in the first 1024 bytes), before any script.
        if (name === 'head' && headAt < 0) headAt = parser.endIndex + 1;
        else if (name === 'meta' && 'charset' in attributes && headAt === parser.startIndex) headAt = parser.endIndex + 1;
        if (NOTICE_SLOT_ATTRIBUTE in attributes && !slot) slotOpen = parser.endIndex + 1;
        const root = name === 'a' && VERSION_LINK_ATTRIBUTE in attributes ? rootOf(attributes[VERSION_LINK_ATTRIBUTE]!) : undefined;
        if (root !== undefined) {
          const tag = Object.entries({...attributes, href: `${root}${page}`})
            .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`))
            .join('');
          edits.push({start: parser.startIndex, end: parser.endIndex + 1, text: `<a${tag}>`});
        }
      },
      onclosetag() {
        if (slotOpen >= 0 && !slot) {
          slot = true;
          edits.push({start: slotOpen, end: parser.startIndex, text: notice});
        }
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  if (headAt < 0 || !slot) throw new Error(`the page has no ${headAt < 0 ? '<head>' : `element with ${NOTICE_SLOT_ATTRIBUTE}`} to make a stand-in of.`);
  edits.push({start: headAt, end: headAt, text: `<meta name="${STAND_IN_META}" content="${escapeHtml(arrival)}">`});
  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
  return result;
}

/** A page's built file (`trailingSlash` unset: `<page>/index.html`, the root's `index.html`). */
const pageFile = (outDir: string, page: string) => path.join(outDir, page, 'index.html');

/**
 * Writes the stand-ins into a locale's build of the version (`outDir`: `build/0.5/`). Each is
 * written to a temporary name and renamed, so that the precompression running beside it never
 * reads half a file.
 */
export function writeStandIns(
  outDir: string,
  standIns: readonly StandIn[],
  {builtRoot, version, messages, rootOf}: {builtRoot: string; version: string; messages: NoticeMessages; rootOf: (version: string) => string | undefined},
): number {
  for (const standIn of standIns) {
    const target = pageFile(outDir, standIn.page);
    if (fs.existsSync(target)) throw new Error(`a stand-in for ${standIn.page} would replace ${target}.`);
    const html = standInHtml(fs.readFileSync(pageFile(outDir, standIn.closest), 'utf8'), {
      notice: noticeHtml(messages, {version, standIn}),
      arrival: arrivalUrl(builtRoot, standIn),
      page: standIn.page,
      rootOf,
    });
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(`${target}.tmp`, html);
    fs.renameSync(`${target}.tmp`, target);
  }
  return standIns.length;
}
