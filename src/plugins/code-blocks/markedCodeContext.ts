// The marked code of the block being rendered (theme/CodeBlock provides it, theme/CodeBlock/Content
// reads it): undefined when the build did not highlight the block.
import {createContext} from 'react';
import type {MarkedCode} from './marks';

export const MarkedCodeContext = createContext<MarkedCode | undefined>(undefined);
