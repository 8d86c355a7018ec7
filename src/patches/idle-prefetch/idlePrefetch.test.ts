import {
  IDLE_TIMEOUT_MS,
  deferPrefetch,
  idleScheduler,
  interceptDocusaurusGlobal,
  type DocusaurusGlobal,
} from './idlePrefetch';

/** A scheduler that only runs work when the test says the main thread is idle. */
function manualScheduler() {
  const tasks: (() => void)[] = [];
  return {
    schedule: (work: () => void) => {
      tasks.push(work);
    },
    /** Runs the idle callbacks queued so far; returns how many ran. */
    idle: () => {
      const due = tasks.splice(0);
      due.forEach((work) => work());
      return due.length;
    },
    get waiting() {
      return tasks.length;
    },
  };
}

function fakeDocusaurus() {
  const calls: string[] = [];
  const docusaurus: DocusaurusGlobal = {
    prefetch: jest.fn((path: string) => {
      calls.push(path);
      return Promise.resolve([path]);
    }),
    preload: jest.fn(() => Promise.resolve([])),
  };
  return {docusaurus, calls};
}

describe('deferPrefetch', () => {
  it('runs nothing synchronously, then one prefetch per idle period in call order', async () => {
    const {docusaurus, calls} = fakeDocusaurus();
    const idle = manualScheduler();
    const deferred = deferPrefetch(docusaurus, idle.schedule);

    const first = deferred.prefetch('/guide/start/quick-start');
    deferred.prefetch('/config/');
    deferred.prefetch('/api/');
    expect(calls).toEqual([]);
    expect(idle.waiting).toBe(1);

    idle.idle();
    expect(calls).toEqual(['/guide/start/quick-start']);
    await expect(first).resolves.toEqual(['/guide/start/quick-start']);
    idle.idle();
    idle.idle();
    expect(calls).toEqual(['/guide/start/quick-start', '/config/', '/api/']);
    expect(idle.idle()).toBe(0);
  });

  it('queues a path once while it waits, and again after it ran (Docusaurus dedupes from there)', () => {
    const {docusaurus, calls} = fakeDocusaurus();
    const idle = manualScheduler();
    const deferred = deferPrefetch(docusaurus, idle.schedule);
    const a = deferred.prefetch('/config/');
    expect(deferred.prefetch('/config/')).toBe(a);
    idle.idle();
    idle.idle();
    expect(calls).toEqual(['/config/']);
    deferred.prefetch('/config/');
    idle.idle();
    expect(calls).toEqual(['/config/', '/config/']);
  });

  it('keeps preload immediate and the object frozen like the original', () => {
    const {docusaurus} = fakeDocusaurus();
    const deferred = deferPrefetch(docusaurus, manualScheduler().schedule);
    deferred.preload('/config/');
    expect(docusaurus.preload).toHaveBeenCalledWith('/config/');
    expect(Object.isFrozen(deferred)).toBe(true);
  });

  it('goes on with the queue when one prefetch throws, and rejects only that promise', async () => {
    const idle = manualScheduler();
    const calls: string[] = [];
    const docusaurus: DocusaurusGlobal = {
      prefetch: (path) => {
        calls.push(path);
        if (path === '/broken/') throw new Error('no chunk');
        return Promise.resolve([]);
      },
      preload: () => false,
    };
    const deferred = deferPrefetch(docusaurus, idle.schedule);
    const broken = deferred.prefetch('/broken/');
    deferred.prefetch('/config/');
    idle.idle();
    await expect(broken).rejects.toThrow('no chunk');
    idle.idle();
    expect(calls).toEqual(['/broken/', '/config/']);
  });
});

describe('interceptDocusaurusGlobal', () => {
  it('defers the prefetch of the object assigned after it runs (the order of a real page load)', () => {
    const win: {docusaurus?: DocusaurusGlobal} = {};
    const idle = manualScheduler();
    interceptDocusaurusGlobal(win, idle.schedule);
    const {docusaurus, calls} = fakeDocusaurus();
    win.docusaurus = docusaurus;

    expect(win.docusaurus).not.toBe(docusaurus);
    win.docusaurus!.prefetch('/api/');
    expect(calls).toEqual([]);
    idle.idle();
    expect(calls).toEqual(['/api/']);
  });

  it('wraps an object that is already there, and a second call does not wrap twice', () => {
    const {docusaurus, calls} = fakeDocusaurus();
    const win: {docusaurus?: DocusaurusGlobal} = {docusaurus};
    const idle = manualScheduler();
    interceptDocusaurusGlobal(win, idle.schedule);
    interceptDocusaurusGlobal(win, idle.schedule);
    win.docusaurus!.prefetch('/config/');
    expect(idle.waiting).toBe(1);
    idle.idle();
    expect(calls).toEqual(['/config/']);
    expect(idle.waiting).toBe(0);
  });
});

describe('idleScheduler', () => {
  afterEach(() => jest.useRealTimers());

  it('uses requestIdleCallback with a timeout when the browser has it', () => {
    const requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      cb({didTimeout: false, timeRemaining: () => 10});
      return 1;
    });
    const work = jest.fn();
    idleScheduler({setTimeout: jest.fn() as unknown as Window['setTimeout'], requestIdleCallback})(work);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: IDLE_TIMEOUT_MS});
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout where requestIdleCallback is missing (Safari)', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    idleScheduler({setTimeout: window.setTimeout.bind(window)})(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
