// The search as a phone reader gets it (issue 35): Chromium at 390 px with the CPU throttled 4×
// (CDP Emulation.setCPUThrottlingRate, Lighthouse's mobile setting), on a page of the built site
// served by scripts/serve.mjs (gzip, the site's CSP), in a fresh context. The reader presses
// Ctrl+K, then, READER_PAUSE_MS after the modal is in the DOM, types the query (an English word
// key by key, KEY_DELAY_MS apart; a Chinese word as an input method commits it, at once). Measured in the page:
// - shortcut → modal: from the shortcut's key press until the modal is in the DOM and a frame has run;
// - first key → first hit: from the first key press (sent by Playwright; the wall clock, shared by
//   the bench and the browser) until the first hit is in the DOM; and the first key's echo, until
//   the field's first `input` event (late when the main thread is busy);
// - the longest main-thread task (PerformanceObserver `longtask`: it reports tasks of 50 ms or
//   more; none means every task was shorter) from the shortcut to the first hit, and from the
//   shortcut until TAIL_MS after the last key (the whole typing, the later answers included);
// - the index fetched before the first answer: the `search-index*.json` responses requested
//   (Playwright's request timing, wall clock) before the page received the first answer (the
//   local client's `local-search-answer` performance mark; without it, as on a build before the
//   worker, the first hit), gzip -9 of each body as bench:check weighs files (Playwright reports a
//   dedicated worker's requests with the page's).
//
// With `{throttle: false}` (bench:check), the page runs at the machine's speed and a trace of its main
// thread gives the thread CPU of the longest task from the shortcut to the first hit and of a fixed
// reference work run just before (referenceWork), each × CPU_SLOWDOWN as bench/mainThread.mjs counts a
// page load (why not the wall time: PHONE_LONG_TASK_CEILING in bench/check.mjs). Its other times are
// the machine's own.
import {gzipSize} from './firstLoad.mjs';
import {CPU_SLOWDOWN} from './mainThread.mjs';

export const PHONE_VIEWPORT = {width: 390, height: 844};
/** Issue 50: a reader typing at 60 ms a key. */
const KEY_DELAY_MS = 60;
const READER_PAUSE_MS = 300;
const TAIL_MS = 2000;
const HIT_TIMEOUT_MS = 30_000;
const INDEX_FILE = /\/search-index(\.[a-z0-9]+)*\.json$/;

/** The bench's two readers (issue 35). */
export const PHONE_SEARCHES = [
  {locale: 'en', path: '/guide/start/quick-start', query: 'snapshot', typed: 'keys'},
  {locale: 'zh', path: '/zh/guide/start/quick-start', query: '快照', typed: 'ime'},
];

/** The performance marks of the shortcut and the first hit (the window of the trace's tasks), and of the reference work. */
const TRACE_MARKS = ['search-bench-shortcut', 'search-bench-first-hit'];
const REFERENCE_MARK = 'search-bench-reference';
/** A trace of the main thread's tasks (with their thread CPU, `tdur`) and of the marks. */
const TRACE_CATEGORIES = ['-*', 'toplevel', 'blink.user_timing', '__metadata'];
/** How many times the page runs the reference work before the shortcut (the fastest counts). */
const REFERENCE_RUNS = 3;

/**
 * The reference work: a fixed task the page runs before the shortcut, in the main thread's state of
 * that minute, to which bench:check compares the search's longest task (the machine's speed, which
 * moves by half from day to day here, divides out). Work of the kind the search's tasks do: a
 * module's set-up and a render's JavaScript (records made, sorted, serialised, matched) and the
 * layout of new DOM.
 */
function referenceWork(mark) {
  performance.mark(mark);
  const records = Array.from({length: 12_000}, (_, id) => ({id, name: `item-${(id * 7919) % 12_000}`, tags: [id % 7, id % 11]}));
  records.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const text = JSON.stringify(records);
  const copies = JSON.parse(text);
  let digits = 0;
  for (const match of text.matchAll(/item-(\d+)7/g)) digits += match[1].length;
  const list = document.createElement('div');
  for (const record of copies.slice(0, 400)) list.append(Object.assign(document.createElement('p'), {textContent: record.name}));
  document.body.append(list);
  const height = list.getBoundingClientRect().height;
  list.remove();
  return digits + height;
}

/**
 * Runs in the page before its scripts (with TRACE_MARKS): records the shortcut, the first input, the
 * modal, the first hit and the long tasks.
 */
function instrument([shortcutMark, firstHitMark]) {
  // performance.now() for the long tasks' window; Date.now() (the wall clock) against the bench's key presses.
  const marks = {shortcut: null, modal: null, firstInput: null, firstHit: null, firstHitWall: null, longTasks: []};
  window.__searchBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push({start: entry.startTime, duration: entry.duration});
  }).observe({type: 'longtask', buffered: true});
  window.addEventListener(
    'keydown',
    (event) => {
      if (marks.shortcut === null && event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        marks.shortcut = performance.now();
        performance.mark(shortcutMark);
      }
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      if (marks.firstInput === null && event.target instanceof Element && event.target.matches('.DocSearch-Input')) marks.firstInput = Date.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (marks.modal === null && document.querySelector('.DocSearch-Modal')) {
      const found = performance.now();
      requestAnimationFrame(() => setTimeout(() => (marks.modal = {found, painted: Date.now()})));
      marks.modal = {found, painted: null};
    }
    if (marks.firstHit === null && document.querySelector('.DocSearch-Hit')) {
      marks.firstHit = performance.now();
      marks.firstHitWall = Date.now();
      performance.mark(firstHitMark);
    }
  }).observe(document, {childList: true, subtree: true});
}

/**
 * Waits until the page's own instrument has seen the modal or the first hit. Not Playwright's
 * `waitForSelector`: its selector engine runs on the page's main thread after each DOM change, in
 * the very tasks that render the modal and the hits, and made them longer (the modal's first
 * render by up to a third at 4×). A timer poll runs apart, in a short task of its own.
 */
const MARK_POLL_MS = 50;
function waitForMark(page, mark) {
  return page.waitForFunction((name) => window.__searchBench[name] != null, mark, {polling: MARK_POLL_MS, timeout: HIT_TIMEOUT_MS});
}

const longest = (tasks, from, to) => Math.max(0, ...tasks.filter((task) => task.start + task.duration > from && task.start < to).map((task) => task.duration));

/**
 * From a trace: the longest main-thread task from the shortcut to the first hit, and the fastest
 * run of the reference work, each as its thread CPU (ms) × CPU_SLOWDOWN. Throws rather than read 0
 * or a wall time when Chromium's trace changes (no marks, no task around them, no thread time).
 */
function tasksCpu({traceEvents: events}) {
  const [from, to] = TRACE_MARKS.map((name) => events.find((event) => event.name === name));
  const references = events.filter((event) => event.name === REFERENCE_MARK);
  if (!from || !to || references.length !== REFERENCE_RUNS) throw new Error(`the trace lacks the bench's marks (${[...TRACE_MARKS, REFERENCE_MARK].join(', ')})`);
  const tasks = events.filter((event) => event.pid === from.pid && event.tid === from.tid && event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask');
  const window = tasks.filter((task) => task.ts + task.dur > from.ts && task.ts < to.ts);
  const referenceTasks = references.map((mark) => tasks.find((task) => task.ts <= mark.ts && mark.ts <= task.ts + task.dur));
  if (window.length === 0 || referenceTasks.includes(undefined) || [...window, ...referenceTasks].some((task) => task.tdur === undefined)) {
    throw new Error('the trace has no main-thread task with its thread time (ThreadControllerImpl::RunTask, tdur) around the marks');
  }
  const cpu = (task) => (task.tdur / 1000) * CPU_SLOWDOWN;
  return {longestTaskCpuToHitMs: Math.max(...window.map(cpu)), referenceCpuMs: Math.min(...referenceTasks.map(cpu))};
}

/**
 * One reader's search on `origin` (the served build), the CPU throttled CPU_SLOWDOWN×; with
 * `throttle: false`, at full speed, with `longestTaskCpuToHitMs` and `referenceCpuMs` (see the header).
 * @returns {Promise<{shortcutToModalMs: number, firstKeyToHitMs: number, firstKeyEchoMs: number, longestTaskToHitMs: number, longestTaskTypingMs: number, longestTaskCpuToHitMs?: number, referenceCpuMs?: number, indexBytes: number, indexFiles: string[], workers: number}>}
 */
export async function measurePhoneSearch(browser, origin, {locale, path, query, typed}, {throttle = true} = {}) {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, isMobile: false, locale: locale === 'zh' ? 'zh-CN' : 'en-US'});
  const page = await context.newPage();
  await page.addInitScript(instrument, TRACE_MARKS);
  if (throttle) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  let workers = 0;
  let worker = null;
  page.on('worker', (started) => {
    workers += 1;
    worker ??= started;
  });
  const requests = [];
  page.on('request', (request) => {
    if (INDEX_FILE.test(new URL(request.url()).pathname)) requests.push(request);
  });
  await page.goto(`${origin}${path}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: HIT_TIMEOUT_MS});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  if (!throttle) {
    await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    for (let run = 0; run < REFERENCE_RUNS; run += 1) await page.evaluate(referenceWork, REFERENCE_MARK);
  }
  const shortcutAt = Date.now();
  await page.keyboard.press('Control+k');
  await waitForMark(page, 'modal');
  // The reader starts typing READER_PAUSE_MS after the modal is there, whatever the page is doing
  // (waiting for the page to be idle would hide a main thread busy building the index).
  await new Promise((resolve) => setTimeout(resolve, READER_PAUSE_MS));
  const hit = waitForMark(page, 'firstHit');
  const firstKeyAt = Date.now();
  if (typed === 'ime') await page.keyboard.insertText(query);
  else await page.keyboard.type(query, {delay: KEY_DELAY_MS});
  await hit;
  const cpu = throttle ? {} : tasksCpu(JSON.parse((await browser.stopTracing()).toString()));
  await page.waitForTimeout(TAIL_MS);
  await page.waitForFunction(() => window.__searchBench.modal?.painted != null, null, {polling: MARK_POLL_MS});
  const marks = await page.evaluate(() => {
    const answer = performance.getEntriesByName('local-search-answer')[0];
    const chunk = performance.getEntriesByType('resource').find((entry) => /local-search-client/.test(entry.name));
    return {
      ...window.__searchBench,
      now: performance.now(),
      origin: performance.timeOrigin,
      firstAnswerWall: answer ? performance.timeOrigin + answer.startTime : null,
      clientChunkWall: chunk ? performance.timeOrigin + chunk.responseEnd : null,
    };
  });
  // The worker's side (wall clock): started, the head fetched, parsed, its outline and its whole engine built (HEAD_MARKS of search/host.ts; absent in older builds).
  const inWorker = worker
    ? await worker
        .evaluate(() => {
          const at = (time) => performance.timeOrigin + time;
          const head = performance.getEntriesByType('resource').find((entry) => /search-index\.json$/.test(entry.name));
          const mark = (name) => performance.getEntriesByName(name)[0];
          return {
            started: performance.timeOrigin,
            headFetchStart: head ? at(head.startTime) : null,
            headFetched: head ? at(head.responseEnd) : null,
            parsed: mark('local-search-head-parsed') ? at(mark('local-search-head-parsed').startTime) : null,
            outline: mark('local-search-outline-built') ? at(mark('local-search-outline-built').startTime) : null,
            built: mark('local-search-head-built') ? at(mark('local-search-head-built').startTime) : null,
          };
        })
        .catch(() => null)
    : null;
  const shortcutWall = marks.origin + marks.shortcut;
  const since = (wall) => (wall == null ? null : Math.round(wall - shortcutWall));
  const breakdown = {
    modal: since(marks.modal.painted),
    clientChunk: since(marks.clientChunkWall),
    workerStarted: since(inWorker?.started),
    headFetchStart: since(inWorker?.headFetchStart),
    headFetched: since(inWorker?.headFetched),
    headParsed: since(inWorker?.parsed),
    outlineBuilt: since(inWorker?.outline),
    headBuilt: since(inWorker?.built),
    firstKey: since(firstKeyAt),
    firstAnswer: since(marks.firstAnswerWall),
    firstHit: since(marks.firstHitWall),
  };
  const answeredAt = marks.firstAnswerWall ?? marks.firstHitWall;
  let indexBytes = 0;
  const indexFiles = [];
  for (const request of requests) {
    if (request.timing().startTime > answeredAt) continue;
    const body = await (await request.response())?.body().catch(() => null);
    if (!body) continue;
    indexBytes += gzipSize(body);
    indexFiles.push(new URL(request.url()).pathname);
  }
  await context.close();
  return {
    shortcutToModalMs: marks.modal.painted - shortcutAt,
    firstKeyToHitMs: marks.firstHitWall - firstKeyAt,
    firstKeyEchoMs: marks.firstInput - firstKeyAt,
    longestTaskToHitMs: longest(marks.longTasks, marks.shortcut, marks.firstHit),
    longestTaskTypingMs: longest(marks.longTasks, marks.shortcut, marks.now),
    ...cpu,
    indexBytes,
    indexFiles,
    workers,
    breakdown,
    longTasks: marks.longTasks.map(({start, duration}) => ({at: Math.round(start - marks.shortcut), ms: Math.round(duration)})),
  };
}
