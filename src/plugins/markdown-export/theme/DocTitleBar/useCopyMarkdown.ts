import {useCallback, useEffect, useReducer, useRef} from 'react';
import {COPY_SUCCESS_MS, nextCopyState, type CopyState} from './copyState';
import {loadMarkdown} from './markdownCache';
import {copyText} from '@site/src/utils/copyText';

/** Copies a page's Markdown (fetched once per path) and walks the button through its states. */
export function useCopyMarkdown(markdownPath: string): {state: CopyState; copy: () => Promise<void>} {
  const [state, dispatch] = useReducer(nextCopyState, 'idle');
  const stateRef = useRef<CopyState>(state);
  stateRef.current = state;
  // The success state lasts COPY_SUCCESS_MS from its commit, not from the dispatch: a render
  // delayed by a busy main thread must not eat into the time "Copied" is on screen.
  useEffect(() => {
    if (state !== 'success') return undefined;
    const timer = setTimeout(() => dispatch('reset'), COPY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = useCallback(async () => {
    if (stateRef.current !== 'idle') return;
    stateRef.current = 'loading';
    dispatch('start');
    try {
      const copied = await copyText(await loadMarkdown(markdownPath));
      if (!copied) {
        dispatch('failed');
        return;
      }
      dispatch('copied');
    } catch (error) {
      console.warn('Copy Markdown:', error);
      dispatch('failed');
    }
  }, [markdownPath]);

  return {state, copy};
}
