// The server bundle's highlighterLoader.ts (the prism plugin swaps it in there): the server renders
// every code block highlighted, synchronously, so the highlighter is part of its bundle.
import * as highlighter from './highlighter';
import type {Highlighter} from './highlighterLoader';

export function loadedHighlighter(): Highlighter {
  return highlighter;
}

export function loadHighlighter(): Promise<Highlighter> {
  return Promise.resolve(highlighter);
}
