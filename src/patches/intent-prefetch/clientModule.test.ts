import {queuePrefetches} from './clientModule';

function setUp() {
  const idle: (() => void)[] = [];
  const calls: string[] = [];
  const global = Object.freeze({prefetch: jest.fn((path: string) => (calls.push(path), [path])), preload: jest.fn()});
  const queued = queuePrefetches(global, (run) => idle.push(run));
  /** Runs the idle callbacks queued so far, and the promise callbacks they start. */
  const runIdle = async () => {
    idle.splice(0).forEach((run) => run());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {global, queued, calls, idle, runIdle};
}

describe('queuePrefetches', () => {
  it('runs no prefetch at once, then one per idle period in call order, each promise with its result', async () => {
    const {queued, calls, idle, runIdle} = setUp();
    const first = queued.prefetch('/guide/start/quick-start');
    queued.prefetch('/config/');
    queued.prefetch('/api/');
    expect(calls).toEqual([]);
    expect(idle).toHaveLength(1);
    await runIdle();
    expect(calls).toEqual(['/guide/start/quick-start']);
    await expect(first).resolves.toEqual(['/guide/start/quick-start']);
    await runIdle();
    await runIdle();
    expect(calls).toEqual(['/guide/start/quick-start', '/config/', '/api/']);
    expect(idle).toHaveLength(0);
  });

  it('keeps preload immediate and the object frozen like the original', () => {
    const {global, queued} = setUp();
    queued.preload('/config/');
    expect(global.preload).toHaveBeenCalledWith('/config/');
    expect(Object.isFrozen(queued)).toBe(true);
  });

  it('turns a prefetch that throws into a rejection, and goes on with the queue', async () => {
    const {global, queued, calls, runIdle} = setUp();
    global.prefetch.mockImplementationOnce(() => {
      throw new Error('no route');
    });
    const failing = queued.prefetch('/nowhere');
    queued.prefetch('/config/');
    await runIdle();
    await expect(failing).rejects.toThrow('no route');
    await runIdle();
    expect(calls).toEqual(['/config/']);
  });
});

describe('the client module in a browser', () => {
  it('hands out the queued copy of whatever Docusaurus assigns to window.docusaurus', async () => {
    jest.isolateModules(() => {
      require('./clientModule');
    });
    const prefetch = jest.fn(() => 'done');
    (window as unknown as {docusaurus: unknown}).docusaurus = {prefetch, preload: jest.fn()};
    const queued = (window as unknown as {docusaurus: {prefetch: (path: string) => Promise<unknown>}}).docusaurus;
    const result = queued.prefetch('/api/');
    expect(prefetch).not.toHaveBeenCalled();
    await expect(result).resolves.toBe('done');
    expect(prefetch).toHaveBeenCalledWith('/api/');
  });
});
