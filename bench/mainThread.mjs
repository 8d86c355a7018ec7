// Main-thread work of a page load on a phone, as Lighthouse counts it (its task groups: script,
// style and layout, other), for `npm run bench` and `npm run bench:check`.
//
// Lighthouse's "main-thread work" is the wall time of the page's main-thread tasks, times 4 for its
// simulated 4× slower CPU. On a machine doing anything else, wall time also counts the time the
// thread waited for a core: two runs a minute apart differed by 2× in this workplace. This module
// reads the same tasks from a Chromium trace (Lighthouse's own task tree, `MainThreadTasks`) but adds
// up their thread CPU time (the trace's `tdur`), times CPU_SLOWDOWN: the work the page asks of the
// phone, whatever else the machine does. It is Lighthouse's figure on a quiet machine, within the
// part of the wall time that is the thread waiting on other threads.
//
// The page is loaded in a fresh context with Lighthouse's mobile screen (412 × 823, 1.75 dpr, touch),
// unthrottled (the trace's times are multiplied instead), until the network is idle and then
// SETTLE_MS more, so that work after load (hydration, effects, the brand font's switch) is counted.
import {MainThreadTasks} from 'lighthouse/core/computed/main-thread-tasks.js';

/** Lighthouse mobile's CPU slowdown: the figures are thread CPU time times this. */
export const CPU_SLOWDOWN = 4;
/** Lighthouse mobile's screen (its `screenEmulation` for the mobile form factor). */
export const PHONE_CONTEXT = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US'};
/** How long to keep tracing after the network is idle (ms). */
export const SETTLE_MS = 2000;

/** The trace categories Lighthouse's task tree reads. */
const TRACE_CATEGORIES = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel', '__metadata'];

/** Lighthouse's task groups, in the three parts the bench reports. */
export const PARTS = {
  script: ['scriptEvaluation', 'scriptParseCompile'],
  style: ['styleLayout'],
  other: ['other', 'parseHTML', 'paintCompositeRender', 'garbageCollection'],
};

/** {total, script, style, other} (ms at 4× CPU) of Lighthouse group totals. */
export function partsOf(groups) {
  const parts = Object.fromEntries(Object.entries(PARTS).map(([part, ids]) => [part, ids.reduce((sum, id) => sum + (groups[id] ?? 0), 0)]));
  const total = Object.values(groups).reduce((sum, ms) => sum + ms, 0);
  return {total, ...parts};
}

/** Thread CPU time (ms) of a task's own work: its trace event's `tdur` less its children's. */
const cpuMs = (task) => (task.event.tdur ?? task.event.dur ?? 0) / 1000;
function selfCpuMs(task) {
  return Math.max(0, cpuMs(task) - task.children.reduce((sum, child) => sum + cpuMs(child), 0));
}

/** Lighthouse group totals (ms at 4× CPU) of a trace's main-thread tasks. */
export async function groupsOfTrace(trace) {
  const tasks = await MainThreadTasks.request(trace, {computedCache: new Map()});
  const groups = {};
  for (const task of tasks) groups[task.group.id] = (groups[task.group.id] ?? 0) + selfCpuMs(task) * CPU_SLOWDOWN;
  return groups;
}

/** Traces this many loads at most when Chromium's trace lacks the navigation (a busy machine, rarely). */
const ATTEMPTS = 3;

/**
 * {total, script, style, other}: the main-thread work of loading `url` (ms at 4× CPU); and `cls`, its
 * layout shifts. With `scripts: false` the page loads with JavaScript off: the work of its HTML and
 * CSS alone, which no change to the scripts can go under (no CLS then: `cls` is null).
 */
export async function measureMainThread(browser, url, {scripts = true} = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await traceLoad(browser, url, scripts);
    } catch (error) {
      if (error?.code !== 'NO_NAVSTART' || attempt === ATTEMPTS) throw error;
    }
  }
}

async function traceLoad(browser, url, scripts) {
  const context = await browser.newContext({...PHONE_CONTEXT, javaScriptEnabled: scripts});
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    if (!response?.ok() && response?.status() !== 404) throw new Error(`${url} answered ${response?.status()}`);
    if (!scripts) return {...partsOf(await groupsOfTrace(trace)), cls: null};
    // The page's layout shifts without recent input, as CLS counts them (one session window is the page here).
    const cls = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0))).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(0), 100);
        }),
    );
    return {...partsOf(await groupsOfTrace(trace)), cls};
  } finally {
    await context.close();
  }
}
