// Reads the serving rules the build wrote for Netlify and Cloudflare Pages (`build/_headers`,
// `build/_redirects`, src/plugins/serving-rules), so that the preview server (scripts/serve.mjs)
// applies the very rules a host applies, without a copy of its own. Only the syntax the build
// writes is read: a path is exact (`/llms.txt`, `/`) or ends with a splat (`/guide/*`, `/*`);
// a redirect line is `<from> <to> <status>[!]`. Pure functions, unit-tested in
// tests/unit/serve/hostRules.test.ts.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{path: string, headers: Record<string, string>}} HeaderRule */
/** @typedef {{from: string, to: string, status: number, force: boolean}} RedirectRule */

/** Whether a rule path (`/guide/*`, `/llms.txt`) covers a request path, as Netlify matches it. */
function matches(rulePath, requestPath) {
  if (!rulePath.endsWith('*')) return rulePath === requestPath;
  const folder = rulePath.slice(0, -1); // `/guide/`, `/`
  return requestPath.startsWith(folder) || `${requestPath}/` === folder;
}

/**
 * @param {string} text the `_headers` file
 * @returns {HeaderRule[]}
 */
function parseHeaders(text) {
  const rules = [];
  for (const [number, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: {}});
      continue;
    }
    const separator = line.indexOf(':');
    if (rules.length === 0 || separator === -1) throw new Error(`_headers line ${number + 1}: not a header of a path: ${line}`);
    rules.at(-1).headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/**
 * @param {string} text the `_redirects` file
 * @returns {RedirectRule[]}
 */
function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line, index) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      if (!from || !to || !/^\d{3}!?$/.test(status)) throw new Error(`_redirects rule ${index + 1}: cannot read ${line}`);
      return {from, to, status: Number(status.slice(0, 3)), force: status.endsWith('!')};
    });
}

/**
 * What Netlify and Cloudflare Pages send when no rule of `_headers` sets a header: the build lists
 * only what differs (src/plugins/serving-rules/rules.ts, REVALIDATE_CACHE_CONTROL).
 */
const HOST_DEFAULT_HEADERS = Object.freeze({'Cache-Control': 'public, max-age=0, must-revalidate'});

/**
 * The headers of a response: the hosts' defaults, then every matching rule's, in file order, a
 * later rule's value winning.
 * @param {HeaderRule[]} rules
 * @param {string} requestPath decoded path
 */
function headersFor(rules, requestPath) {
  return Object.assign({}, HOST_DEFAULT_HEADERS, ...rules.filter((rule) => matches(rule.path, requestPath)).map((rule) => rule.headers));
}

/**
 * The first 404 rule for a path: `force` ones apply even where a file exists, the others only
 * where none does (the caller asks with `fileExists`).
 * @param {RedirectRule[]} rules
 * @param {string} requestPath decoded path
 * @param {boolean} fileExists
 * @returns {RedirectRule | undefined}
 */
function notFoundRuleFor(rules, requestPath, fileExists) {
  return rules.find((rule) => rule.status === 404 && (rule.force || !fileExists) && matches(rule.from, requestPath));
}

/** The rules of a built site; throws when the build did not write them. */
function readHostRules(root) {
  const read = (name) => {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site with \`npm run build\`, which writes it`);
    return fs.readFileSync(file, 'utf8');
  };
  return {headers: parseHeaders(read('_headers')), redirects: parseRedirects(read('_redirects'))};
}

module.exports = {HOST_DEFAULT_HEADERS, headersFor, matches, notFoundRuleFor, parseHeaders, parseRedirects, readHostRules};
