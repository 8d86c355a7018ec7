/**
 * Docusaurus logs a recoverable error of the React root (a hydration mismatch React fixed by
 * rendering on the client) as `console.error('Docusaurus React Root onRecoverableError:', error, info)`
 * (core lib/client/clientEntry.js). The spec (section 8) wants it logged as a warning only.
 */
export const RECOVERABLE_ERROR_PREFIX = 'Docusaurus React Root onRecoverableError:';

/** Whether a console.error call is Docusaurus reporting a recoverable error, and nothing else. */
export function isRecoverableErrorLog(args: readonly unknown[]): boolean {
  return args[0] === RECOVERABLE_ERROR_PREFIX;
}

type ConsoleLike = Pick<Console, 'error' | 'warn'>;

/**
 * Re-routes exactly those calls from `target.error` to `target.warn`; every other error call
 * goes through unchanged. Returns the function that restores the original `error`.
 */
export function routeRecoverableErrorsToWarn(target: ConsoleLike): () => void {
  const originalError = target.error;
  target.error = function error(...args: unknown[]): void {
    if (isRecoverableErrorLog(args)) {
      target.warn(...args);
    } else {
      originalError.apply(target, args);
    }
  };
  return () => {
    target.error = originalError;
  };
}
