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

/** Longest wait for the first contentful paint before the scripts run anyway (ms). */
export const SCRIPT_LOADER_FALLBACK_MS = 1000;

/**
 * The loader: a function expression called with the script URLs. It is plain text, not compiled
 * code, since the template inlines it as written. It waits for the `first-contentful-paint` entry,
 * which the browser reports once that frame has been presented; a hidden tab paints nothing, so it
 * runs the scripts at once, and a browser without paint timing waits for two animation frames.
 */
export const SCRIPT_LOADER = `function (urls) {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false; // inserted scripts are async by default; these run in order
      document.body.appendChild(script);
    });
  }
  function soon() {
    setTimeout(run, 0);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden') {
    soon();
  } else if (types.indexOf('paint') === -1) {
    requestAnimationFrame(function () {
      requestAnimationFrame(soon);
    });
  } else {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        soon();
      }
    });
    observer.observe({type: 'paint', buffered: true});
  }
  setTimeout(run, ${SCRIPT_LOADER_FALLBACK_MS});
}`;

export const SSR_TEMPLATE = `<!DOCTYPE html>
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
    <script>(${SCRIPT_LOADER})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
