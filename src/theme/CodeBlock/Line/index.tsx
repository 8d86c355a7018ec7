// Wrap: memoized lines. Each code block re-renders once after hydration (it measures whether it
// scrolls, for the word-wrap button) and its lines' props do not change, so they are skipped.
import {memo} from 'react';
import CodeBlockLine from '@theme-original/CodeBlock/Line';

export default memo(CodeBlockLine);
