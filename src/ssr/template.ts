/**
 * The HTML template of every built page (Docusaurus `ssrTemplate`, an Eta template).
 *
 * It differs from Docusaurus's default in one place: the app's scripts. The default puts them in
 * `<head>` as `defer` scripts, which run as soon as the document is parsed, often before the browser
 * has shown the server-rendered page, so on a slow phone the reader looks at a blank page while the
 * main bundle evaluates. Here the scripts are preloaded from `<head>` (the download starts as early
 * as before) and a small loader at the end of `<body>` runs them, in order, once the page has been
 * painted (see `SCRIPT_LOADER`).
 */

import type {Plugin} from '@docusaurus/types';

/** The text without its line breaks and the indentation after them (every statement ends in `;` or `}`). */
function oneLine(text: string): string {
  return text.replace(/\n\s*/g, '');
}

/** Longest wait for the first contentful paint before the scripts run anyway (ms). */
export const SCRIPT_LOADER_FALLBACK_MS = 1000;

/**
 * The loader: a function expression called with the script URLs. It is plain text, not compiled
 * code, since the template inlines it as written. It runs the scripts once two things have happened:
 * the browser reported the `first-contentful-paint` entry (that frame has been presented), and two
 * animation frames have passed since the loader ran at the end of the document, so the frame showing
 * the whole document is out too (the first paint can show only the top of a long page, painted while
 * the rest was still being parsed). A hidden tab paints nothing, so it runs the scripts at once; a
 * browser without paint timing waits for the two frames only. Inserted scripts are async by default:
 * `async = false` runs them in order. The template only calls it: the loader itself is a script of
 * `postBodyTags` (`scriptLoaderPlugin`), since the client's copy of the site config holds the whole
 * template (in main.js), where the loader cost every page 0.4 KB gzip of first-load JS.
 */
export const SCRIPT_LOADER = oneLine(`function (urls) {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var waiting = types.indexOf('paint') === -1 ? 1 : 2;
  function ready() {
    waiting -= 1;
    if (waiting === 0) setTimeout(run, 0);
  }
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(ready);
  });
  if (waiting === 2) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        ready();
      }
    });
    observer.observe({type: 'paint', buffered: true});
  }
  setTimeout(run, ${SCRIPT_LOADER_FALLBACK_MS});
}`);

/** The global the loader is known by, between its script and the template's call. */
export const SCRIPT_LOADER_GLOBAL = '__siteRunScripts';

/** Puts the loader at the end of every page's <body>, before the template's call to it. */
export function scriptLoaderPlugin(): Plugin {
  return {
    name: 'script-loader',
    injectHtmlTags: () => ({postBodyTags: [{tagName: 'script', innerHTML: `var ${SCRIPT_LOADER_GLOBAL}=${SCRIPT_LOADER};`}]}),
  };
}

export const SSR_TEMPLATE = oneLine(`<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${SCRIPT_LOADER_GLOBAL}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`);
