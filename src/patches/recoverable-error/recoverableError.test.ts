import {RECOVERABLE_ERROR_PREFIX, isRecoverableErrorLog, routeRecoverableErrorsToWarn} from './recoverableError';

describe('isRecoverableErrorLog', () => {
  it('matches the exact message Docusaurus logs for a recoverable error of the React root', () => {
    expect(isRecoverableErrorLog([RECOVERABLE_ERROR_PREFIX, new Error('Hydration failed'), {}])).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isRecoverableErrorLog([])).toBe(false);
    expect(isRecoverableErrorLog(['Something broke'])).toBe(false);
    expect(isRecoverableErrorLog([new Error(RECOVERABLE_ERROR_PREFIX)])).toBe(false);
    expect(isRecoverableErrorLog([`${RECOVERABLE_ERROR_PREFIX} extra`])).toBe(false);
    expect(isRecoverableErrorLog(['x', RECOVERABLE_ERROR_PREFIX])).toBe(false);
  });
});

describe('routeRecoverableErrorsToWarn', () => {
  function fakeConsole() {
    return {error: jest.fn(), warn: jest.fn()};
  }

  it('sends recoverable-error reports to console.warn with all their arguments', () => {
    const target = fakeConsole();
    const {error: originalError} = target;
    routeRecoverableErrorsToWarn(target);
    const cause = new Error('Hydration failed');
    target.error(RECOVERABLE_ERROR_PREFIX, cause, {componentStack: ''});
    expect(target.warn).toHaveBeenCalledWith(RECOVERABLE_ERROR_PREFIX, cause, {componentStack: ''});
    expect(originalError).not.toHaveBeenCalled();
  });

  it('keeps other errors on console.error', () => {
    const target = fakeConsole();
    const {error: originalError} = target;
    routeRecoverableErrorsToWarn(target);
    target.error('Uncaught', 1);
    expect(originalError).toHaveBeenCalledWith('Uncaught', 1);
    expect(target.warn).not.toHaveBeenCalled();
  });

  it('can be undone', () => {
    const target = fakeConsole();
    const {error: originalError} = target;
    const restore = routeRecoverableErrorsToWarn(target);
    restore();
    expect(target.error).toBe(originalError);
  });
});
