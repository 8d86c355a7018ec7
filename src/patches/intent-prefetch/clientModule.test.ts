import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {withoutPrefetch} from './clientModule';

describe('withoutPrefetch', () => {
  it('makes prefetch do nothing, keeps preload, and freezes the copy like the original', () => {
    const global = Object.freeze({prefetch: jest.fn(), preload: jest.fn()});
    const copy = withoutPrefetch(global);
    expect(copy.prefetch('/config/')).toBe(false);
    expect(global.prefetch).not.toHaveBeenCalled();
    copy.preload('/config/');
    expect(global.preload).toHaveBeenCalledWith('/config/');
    expect(Object.isFrozen(copy)).toBe(true);
  });
});

describe('the client module in a browser', () => {
  it('turns off the observer per link and hands out the copy of whatever Docusaurus assigns', () => {
    jest.isolateModules(() => {
      require('./clientModule');
    });
    expect(ExecutionEnvironment.canUseIntersectionObserver).toBe(false);
    const prefetch = jest.fn();
    const preload = jest.fn();
    (window as unknown as {docusaurus: unknown}).docusaurus = {prefetch, preload};
    const global = (window as unknown as {docusaurus: {prefetch: (path: string) => unknown; preload: (path: string) => unknown}}).docusaurus;
    global.prefetch('/api/');
    global.preload('/api/');
    expect(prefetch).not.toHaveBeenCalled();
    expect(preload).toHaveBeenCalledWith('/api/');
  });
});
