// The code blocks' word-wrap toggle (src/plugins/code-blocks/theme/CodeBlock), in the shape of
// theme-common's useCodeWordWrap, without its measuring: stock laid out each block after hydration
// only to hide the toggle where the code does not scroll (PR #7036); here every block has it (spec 2).
import {useCallback, useMemo, useRef, useState} from 'react';

export function useWordWrap(element: HTMLPreElement | null = null) {
  const codeBlockRef = useRef<HTMLPreElement>(element);
  const [isEnabled, setIsEnabled] = useState(false);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    code?.style.setProperty('white-space', isEnabled ? null : 'pre-wrap');
    code?.style.setProperty('overflow-wrap', isEnabled ? null : 'anywhere');
    setIsEnabled(!isEnabled);
  }, [isEnabled]);
  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable: true, toggle}), [isEnabled, toggle]);
}
