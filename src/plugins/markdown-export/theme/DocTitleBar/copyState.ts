// The Copy Markdown button's states (spec 4): idle, then loading (the button is disabled while
// the page's Markdown is fetched and copied), then success, shown for COPY_SUCCESS_MS, then idle.

export const COPY_SUCCESS_MS = 500;

export type CopyState = 'idle' | 'loading' | 'success';
export type CopyEvent = 'start' | 'copied' | 'failed' | 'reset';

/** The next state; events that do not apply to the current state leave it unchanged. */
export function nextCopyState(state: CopyState, event: CopyEvent): CopyState {
  switch (event) {
    case 'start':
      return state === 'idle' ? 'loading' : state;
    case 'copied':
      return state === 'loading' ? 'success' : state;
    case 'failed':
      return state === 'loading' ? 'idle' : state;
    case 'reset':
      return state === 'success' ? 'idle' : state;
  }
}
