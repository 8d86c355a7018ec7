// Five fixes for @docsearch/react 4.7.1 (pinned in package.json), applied to the modal's module
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
// 4. The local index growing (issue 34, B1). The local backend answers from a part of the index
//    (its head's outline, then the head) until the whole has joined (src/plugins/local-search); the
//    modal then searches its query again (autocomplete's `refresh`) when the window receives LOCAL_SEARCH_UPDATED_EVENT,
//    so its hits and count are those that /search, which waits for the whole index, shows. The
//    added effect calls React by the name the modal's own code uses at that place (the minifier
//    reuses `e`, React's name in 4.7.x, as a parameter elsewhere): the name of the effect that
//    already calls `refresh` there, which must also be the module's `import X from "react"`.
//    The new answer keeps the hit the reader had selected (issue 50): autocomplete's new search
//    selects the first hit again, so the hit whose link was selected is selected again once the
//    answer is on screen, wherever it now stands (KEEP_SELECTED_HIT), unless the reader moved
//    meanwhile; only a hit the reader chose (moved the selection to since typing) is kept.
// 5. "No results" while the search is still running (issue 43). The screen under the input is a
//    memo that keeps what it shows while a search is loading or stalled, but it has nothing to keep
//    when it first appears (the first key of a reader without recent searches) or when it showed no
//    results for the previous query: it then rendered the no-results screen for the query being
//    searched, before any answer (70 to 210 ms for every page title typed; seconds while the local
//    index loads). Fixed: while a search is loading or stalled, a screen without hits renders
//    nothing (src/plugins/local-search/theme/SearchBar/SearchStatus.tsx shows the searching state there), and the memo
//    keeps only a screen that has hits.

import {patchFailure, type Patch} from '../guard';
import {LOCAL_SEARCH_UPDATED_EVENT} from '../../plugins/local-search/constants';

export const PATCH: Patch = {name: 'docsearch-modal', reads: [{package: '@docsearch/react', file: 'dist/esm/DocSearchModal.js'}]};

interface Fix {
  name: string;
  pattern: RegExp;
  /** A `String.replace` replacement, or the replacing text computed from the match and the module. */
  replacement: string | ((match: RegExpExecArray, source: string) => string);
}

const escapeRegExp = (text: string): string => text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');

/**
 * React's name where the modal destructures autocomplete (`match` ends there): the object whose
 * `useEffect` runs the modal's own effect on `refresh` there (`X.useEffect(function(){…refresh()…},[…,refresh])`),
 * which must be the module's React import (`import X,{…}from"react"` or `import*as X from"react"`).
 */
function reactBindingAt(source: string, match: RegExpExecArray, refresh: string): string {
  const fail = (problem: string) =>
    patchFailure(
      PATCH,
      `the autocomplete refresh fix cannot find React's name in @docsearch/react/modal: ${problem}; the fixes are written for @docsearch/react 4.7.1.`,
    );
  const imported = /import\s*(?:\*\s*as\s*([\w$]+)|([\w$]+)\s*(?:,\s*\{[^}]*\})?)\s*from\s*["']react["']/.exec(source);
  const react = imported?.[1] ?? imported?.[2];
  if (!react) throw fail('the module has no default or namespace import of "react"');
  const name = `(?<![\\w$])${escapeRegExp(refresh)}`;
  const effect = new RegExp(
    `(?<![\\w$.])([\\w$]+)\\.useEffect\\(function\\(\\)\\{[^{}]*${name}\\(\\)[^{}]*\\},\\[(?:[\\w$]+,)*${name}\\]\\)`,
  ).exec(source.slice(match.index + match[0].length));
  if (!effect) throw fail(`no X.useEffect(…) calling ${refresh}() follows the destructuring of autocomplete`);
  if (effect[1] !== react) throw fail(`the effect that calls ${refresh}() runs ${effect[1]}.useEffect, but the module imports React as ${react}`);
  return react;
}

/**
 * Fix 4's handler, `(autocomplete, refresh, chosen)`: when the reader chose the selected hit
 * (`chosen`: moved the selection since last typing), notes its link, searches again, then, on the
 * frames after the answer (up to KEEP_FRAMES), selects the hit with that link again (its element id
 * ends in `-item-<autocomplete id>`) once it is on screen and not selected; a key or a pointer move
 * of the reader meanwhile cancels it. On screen, the selection is the rendered truth: autocomplete
 * keeps its state to itself. A hit the modal selected itself is not kept: on screen it can still be
 * the first hit of an earlier query (`moc`) while the reader's last key (`k`) is being searched, and
 * keeping it put that hit under Enter in the answer to `mock`.
 */
const KEEP_FRAMES = 60;
const KEEP_SELECTED_HIT = `function(a,refresh,chosen){var h=".DocSearch-Hit",l=chosen&&document.querySelector(h+"[aria-selected=true] a"),u=l&&l.getAttribute("href"),m=!1,n=0;function s(){m=!0}function d(){removeEventListener("keydown",s,!0),removeEventListener("pointermove",s,!0)}if(!u)return refresh();addEventListener("keydown",s,!0),addEventListener("pointermove",s,!0);return Promise.resolve(refresh()).then(function c(){if(m)return d();var t=[].slice.call(document.querySelectorAll(h)).filter(function(e){var k=e.querySelector("a");return k&&k.getAttribute("href")===u})[0],i=t&&"true"!==t.getAttribute("aria-selected")&&/-item-(\\d+)$/.exec(t.id);if(i)return d(),a.setActiveItemId(Number(i[1]));++n<${KEEP_FRAMES}?requestAnimationFrame(c):d()})}`;

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
    // The effect notes when the reader last moved the selection (an arrow key, the pointer over a
    // hit, as autocomplete selects) and last typed: the selection is theirs when they moved it since.
    replacement: (match, source) =>
      `${match[1]}${reactBindingAt(source, match, match[3]!)}.useEffect(function(){function h(){(${KEEP_SELECTED_HIT})(${match[2]},${match[3]},c>q)}var c=0,q=0,L=[["keydown",function(e){/^Arrow(Up|Down)$/.test(e.key)&&(c=performance.now())}],["pointermove",function(e){e.target.closest&&e.target.closest(".DocSearch-Hit")&&(c=performance.now())}],["input",function(){q=performance.now()}]];L.forEach(function(l){addEventListener(l[0],l[1],!0)});window.addEventListener(${JSON.stringify(LOCAL_SEARCH_UPDATED_EVENT)},h);return function(){L.forEach(function(l){removeEventListener(l[0],l[1],!0)});window.removeEventListener(${JSON.stringify(LOCAL_SEARCH_UPDATED_EVENT)},h)}},[${match[3]}]);`,
  },
  {
    name: 'no-results screen while searching',
    pattern:
      /(:(\w+)\.state\.query\?\2\.hasCollections\|\|\2\.canHandleAskAi\?[^]{0,400}?):(\w+\.createElement\(\w+,\w+\(\{\},\2,\{translations:null==(\w+)\?void 0:\4\.noResultsScreen\}\)\)):(\w+\.createElement\(\w+,\w+\(\{\},\2,\{hasCollections:\2\.hasCollections,translations:null==\4\?void 0:\4\.startScreen\}\)\)\},function\((\w+),(\w+)\)\{return)"loading"===\7\.state\.status\|\|"stalled"===\7\.state\.status\}/,
    replacement: (match) => {
      const [, results, props, noResults, , startScreen, , next] = match;
      const searching = (state: string) => `("loading"===${state}.state.status||"stalled"===${state}.state.status)`;
      return `${results}:${searching(props!)}?null:${noResults}:${startScreen}${searching(next!)}&&${next}.hasCollections}`;
    },
  },
];

export function patchDocSearchModal(source: string): string {
  return FIXES.reduce((patched, fix) => {
    const match = fix.pattern.exec(patched);
    if (!match) {
      throw patchFailure(
        PATCH,
        `the ${fix.name} code of @docsearch/react/modal was not found; the fixes are written for @docsearch/react 4.7.1.`,
      );
    }
    if (typeof fix.replacement === 'string') return patched.replace(fix.pattern, fix.replacement);
    // Spliced, not String.replace: a minified name may hold `$`.
    return patched.slice(0, match.index) + fix.replacement(match, patched) + patched.slice(match.index + match[0].length);
  }, source);
}
