// Four fixes for @docsearch/react 4.7.1 (pinned in package.json), applied to the modal's module
// when the site is bundled (index.ts aliases `@docsearch/react/modal` to the patched copy). Each
// pattern is the minified 4.7.1 code; when one is not found the build stops, so an upgrade of
// DocSearch cannot silently drop a fix (contract.test.ts). 4.7.1 changed only Ask AI's tool calls
// (ToolCall.tsx, useAskAi.ts): the four bugs are in its DocSearchModal.tsx as in 4.7.0.
//
// 1. No-results suggestions (spec 2, 8: "Try searching for", up to 3). The modal keeps the section
//    names (lvl0) of earlier answers as suggestions but merges them with object spread,
//    `{...previous, ...Object.keys(sources)}`: an object whose `length` is undefined, so the
//    suggestions never show. Fixed: the same merge as an array (algolia/docsearch#2922).
// 2. Error screen (spec 4, 8: status error, 'Unable to fetch results'). The modal sets status
//    'error' when a search fails with a RetryError and rethrows, but autocomplete-core's
//    `finally` then sets 'idle' again, so the error screen never shows (and the rejection is
//    unhandled). Fixed: any failed search (all hosts down, or an API error such as a 4xx answer)
//    sets 'error' after autocomplete has settled, and resolves with no sources.
// 3. The "See all N results" count (issue 34, B1). The modal adds each answer's `nbHits` to the
//    count kept in autocomplete's context, which lives as long as the modal: typing `mock` summed
//    the answers of m, mo, moc and mock ("See all 1291 results" where /search found 165). Fixed:
//    the count is the last answer's (the site searches one index).
// 4. The local index growing (issue 34, B1). The local backend answers from the index's head until
//    the rest of its text has joined (src/plugins/local-search/client); the modal then searches
//    its query again (autocomplete's `refresh`) when the window receives LOCAL_SEARCH_UPDATED_EVENT,
//    so its hits and count are those that /search, which waits for the whole index, shows.

import {patchFailure, type Patch} from '../guard';
import {LOCAL_SEARCH_UPDATED_EVENT} from '../../plugins/local-search/constants';

export const PATCH: Patch = {name: 'docsearch-modal', packages: [{name: '@docsearch/react', tested: '4.7.1'}]};

interface Fix {
  name: string;
  pattern: RegExp;
  replacement: string;
}

const FIXES: Fix[] = [
  {
    name: 'searchSuggestions merge',
    pattern:
      /searchSuggestions:(\w+)\(\1\(\{\},(null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\((\w+)\)\)/,
    replacement: 'searchSuggestions:Object.assign([].concat($2),Object.keys($5))',
  },
  {
    name: 'error status of a failed search',
    pattern: /case 3:throw (\w+)\.p=3,"RetryError"===\((\w+)=\1\.v\)\.name&&(\w+)\("error"\),\2;/,
    replacement:
      'case 3:return $1.p=3,$2=$1.v,console.warn("DocSearch: the search failed",$2),setTimeout(function(){$3("error")},0),$1.a(2,[]);',
  },
  {
    name: 'nbHits sum',
    pattern: /if\((\w+)\)\{var (\w+)=(\w+)\.context\.nbHits;(\w+)\(\{nbHits:\(null!=\2\?\2:0\)\+\1\}\)\}/,
    replacement: 'if($1){$4({nbHits:$1})}',
  },
  {
    name: 'autocomplete refresh',
    pattern: /(var \w+,\w+,(\w+)=\w+\.current,\w+=\2\.getEnvironmentProps,\w+=\2\.getRootProps,(\w+)=\2\.refresh;)/,
    replacement: `$1e.useEffect(function(){function h(){$3()}window.addEventListener(${JSON.stringify(LOCAL_SEARCH_UPDATED_EVENT)},h);return function(){window.removeEventListener(${JSON.stringify(LOCAL_SEARCH_UPDATED_EVENT)},h)}},[$3]);`,
  },
];

export function patchDocSearchModal(source: string): string {
  return FIXES.reduce((patched, fix) => {
    if (!fix.pattern.test(patched)) {
      throw patchFailure(
        PATCH,
        `the ${fix.name} code of @docsearch/react/modal was not found; the fixes are written for @docsearch/react 4.7.1.`,
      );
    }
    return patched.replace(fix.pattern, fix.replacement);
  }, source);
}
