// The serving rules (./rules.ts) written as each host's configuration, all from the same rules:
// - `_headers` and `_redirects`, the files Netlify and Cloudflare Pages read (and scripts/serve.mjs);
// - `vercel.json`, Vercel's routes;
// - `nginx.conf`, the directives of an nginx `server` block (scripts/serve-nginx.mjs includes it).
// Pure functions, unit-tested in tests/unit/plugins/serving-rules/hostFiles.test.ts.
import {
  HOST_FILE_NAMES,
  NOT_FOUND_PAGE,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  type ServingRules,
} from './rules';

const GENERATED = 'Written by `npm run build` (src/plugins/serving-rules) for this build: do not edit.';
const NOT_FOUND_STATUS = 404;
/** Where nginx sends the requests it rejects (status 400); internal, no reader can ask for it. */
const BAD_REQUEST_LOCATION = '/_bad-request';

/** The root's 404 page: the page of paths outside every locale folder. */
const rootNotFoundPage = (rules: ServingRules) => rules.notFound.at(-1)?.page ?? `/${NOT_FOUND_PAGE}`;

/** A rule path in the `_headers` / `_redirects` syntax: a folder `/guide/` covers `/guide/*`. */
const splat = (prefix: string) => (prefix.endsWith('/') ? `${prefix}*` : prefix);

/**
 * `_headers`: the security headers on `/*`, and the year-long Cache-Control of the hashed-asset
 * folders; every other file keeps the hosts' default (REVALIDATE_CACHE_CONTROL), so the file has
 * two rules per locale and docs version whatever the site holds. No two rules that match the same
 * path set the same header: Cloudflare Pages would join both values with a comma.
 * `.md` files get their type from the host (text/markdown): the syntax cannot match an extension.
 */
export function headersFile(rules: ServingRules): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    `# ${GENERATED}`,
    '# Netlify and Cloudflare Pages apply it; maintainers/deployment.md "Deploy".',
    block('/*', rules.headers),
    ...rules.immutable.map((prefix) => block(splat(prefix), {'Cache-Control': IMMUTABLE_CACHE_CONTROL})),
    `# Every other file: Cache-Control: ${REVALIDATE_CACHE_CONTROL}, what both hosts send by default.`,
    '',
  ].join('\n');
}

/** `_redirects`: each locale's 404 page for the paths under it that no file answers. */
export function redirectsFile(rules: ServingRules): string {
  return [
    `# ${GENERATED}`,
    '# Netlify applies these 404 rules; Cloudflare Pages sends the nearest 404.html by itself.',
    // Forced (`!`): the host files are in the folder, but are not part of the site.
    ...HOST_FILE_NAMES.map((name) => `/${name} ${rootNotFoundPage(rules)} ${NOT_FOUND_STATUS}!`),
    ...rules.notFound.map(({prefix, page}) => `${prefix === '/' ? '/*' : `${prefix}*`} ${page} ${NOT_FOUND_STATUS}`),
    '',
  ].join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `vercel.json`: headers (continuing), then the files, then each locale's 404 page with status 404. */
export function vercelConfig(rules: ServingRules): string {
  const prefixPattern = (prefix: string) => `^${escapeRegExp(prefix)}${prefix.endsWith('/') ? '.*' : ''}$`;
  const routes = [
    {src: '^/.*$', headers: {...rules.headers, 'Cache-Control': REVALIDATE_CACHE_CONTROL}, continue: true},
    ...rules.immutable.map((prefix) => ({src: prefixPattern(prefix), headers: {'Cache-Control': IMMUTABLE_CACHE_CONTROL}, continue: true})),
    ...Object.entries(rules.contentTypes).map(([extension, type]) => ({
      src: `^/.*${escapeRegExp(extension)}$`,
      headers: {'Content-Type': type},
      continue: true,
    })),
    ...HOST_FILE_NAMES.map((name) => ({src: `^/${escapeRegExp(name)}$`, status: NOT_FOUND_STATUS, dest: rootNotFoundPage(rules)})),
    {handle: 'filesystem'},
    ...rules.notFound.map(({prefix, page}) => ({src: prefixPattern(prefix), status: NOT_FOUND_STATUS, dest: page})),
  ];
  return `${JSON.stringify({routes}, null, 2)}\n`;
}

/**
 * A value as an nginx string: in double quotes, `"` and `\` escaped. nginx would read a `$` as a
 * variable, except at the end of a regular expression: no rule has one elsewhere.
 */
function nginxString(value: string): string {
  if (/\$(?!$)/.test(value)) throw new Error(`serving-rules: no "$" inside an nginx string: ${value}`);
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** The security headers and a Cache-Control as nginx directives, on every status (`always`). */
function nginxHeaders(rules: ServingRules, cacheControl: string, indent: string): string[] {
  return Object.entries({...rules.headers, 'Cache-Control': cacheControl}).map(
    ([name, value]) => `${indent}add_header ${name} ${nginxString(value)} always;`,
  );
}

/** Characters a redirect target may hold as they are (RFC 3986 path characters without `%`). */
const SAFE_PATH = "[A-Za-z0-9._~!&'()*+,;=:@/-]";

/**
 * The directives of an nginx `server` block: include it in a server block whose `root` is the
 * build folder (scripts/serve-nginx.mjs shows one). It needs only the stock modules
 * (gzip_static); add `brotli_static on;` next to the include where the brotli module is loaded.
 */
export function nginxConfig(rules: ServingRules): string {
  const lines: string[] = [
    `# ${GENERATED}`,
    '# Include it in a server block whose root is this folder (maintainers/deployment.md "Deploy"):',
    '#   server { listen 80; root /srv/rstest-website/build; include /srv/rstest-website/build/nginx.conf; }',
    'index index.html;',
    'absolute_redirect off;',
    'server_tokens off;',
    'charset utf-8;',
    'charset_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml;',
    '# The .gz file written beside each text file by the build; gzip on the fly for the others.',
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_types text/css text/plain text/xml text/markdown application/javascript application/json application/xml image/svg+xml;',
    `error_page ${NOT_FOUND_STATUS} ${rootNotFoundPage(rules)};`,
    '',
    '# Repeated slashes redirect to the single-slash path (one URL per page; never `//host` in a Location).',
    `if ($request_uri ~ "^(${SAFE_PATH}*//${SAFE_PATH}*)(\\?.*)?$") {`,
    '  return 301 $uri$is_args$args;',
    '}',
    '# Malformed percent-encoding: redirect with its % signs escaped, to the 404 page (the client router cannot start on it).',
    // nginx answers 400 before any location; a named location cannot take such a request, and the
    // 404 page it ends on is a second error page.
    'recursive_error_pages on;',
    `error_page 400 = ${BAD_REQUEST_LOCATION};`,
    `location = ${BAD_REQUEST_LOCATION} {`,
    '  internal;',
    ...badEncodingRedirect(),
    `  error_page ${NOT_FOUND_STATUS} ${rootNotFoundPage(rules)};`,
    `  return ${NOT_FOUND_STATUS};`,
    '}',
    '',
  ];
  for (const {prefix, page} of rules.notFound) {
    const name = prefix === '/' ? 'missing' : `missing_${prefix.replace(/\W/g, '')}`;
    const inside = (path: string) => prefix === '/' || path.startsWith(prefix) || `${path}/` === prefix;
    // The root's block also takes the other locales' pages asked for in another case (`/ZH/...`).
    const pages = rules.pages.filter((path) => path !== '/' && (prefix === '/' || inside(path)));
    lines.push(
      `location ${prefix} {`,
      `  error_page ${NOT_FOUND_STATUS} ${page};`,
      ...nginxHeaders(rules, REVALIDATE_CACHE_CONTROL, '  '),
      `  try_files $uri $uri/index.html $uri.html @${name};`,
      ...Object.entries(rules.contentTypes).flatMap(([extension, type]) => [
        `  location ~ ${nginxString(`${escapeRegExp(extension)}$`)} {`,
        '    types { }',
        `    default_type ${nginxString(type)};`,
        ...nginxHeaders(rules, REVALIDATE_CACHE_CONTROL, '    '),
        `    try_files $uri @${name};`,
        '  }',
      ]),
      ...rules.immutable
        .filter((folder) => ownerOf(rules, folder) === prefix)
        .flatMap((folder) => [
          `  location ${folder} {`,
          ...nginxHeaders(rules, IMMUTABLE_CACHE_CONTROL, '    '),
          `    try_files $uri =${NOT_FOUND_STATUS};`,
          '  }',
        ]),
      '}',
      `# A path no file answers: the page in its own letter case if there is one (301), else ${page} with status 404.`,
      `location @${name} {`,
      `  error_page ${NOT_FOUND_STATUS} ${page};`,
      ...pages.map((path) => {
        const bare = path === '/' ? '' : path;
        // A page path holds only URL path characters: no quote, backslash or `$` to escape.
        return `  if ($uri ~* ${nginxString(`^${escapeRegExp(bare)}(/?)$`)}) { return 301 "${bare}$1$is_args$args"; }`;
      }),
      `  return ${NOT_FOUND_STATUS};`,
      '}',
    );
  }
  lines.push(
    '# The host configuration files are not part of the site.',
    ...HOST_FILE_NAMES.map((name) => `location = /${name} { return ${NOT_FOUND_STATUS}; }`),
    '',
  );
  return lines.join('\n');
}

/** The locale prefix whose block serves a path: the most specific one it starts with. */
const ownerOf = (rules: ServingRules, path: string) => rules.notFound.find(({prefix}) => path.startsWith(prefix))?.prefix;

/**
 * The bad-request location: a request line nginx rejects for its percent-encoding (`/%E0%A4%A`)
 * is redirected to the same path with every `%` written `%25`, as scripts/serve/requestPath.cjs
 * does: that path then gets the 404 page. `$request_uri` is empty for a rejected request line,
 * so the path is read from `$request`; nginx writes each `%` of a regex capture as `%25` when it sets a variable from it,
 * which is exactly the escaping wanted. Any other rejected request (`/..%2f..%2f`, outside the
 * folder) gets the root's 404 page.
 */
function badEncodingRedirect(): string[] {
  // The path starts with one slash: a Location of `//x` would name another host.
  return [
    '  set $escaped_path "";',
    '  if ($request ~ "^\\S+ (/(?!/)[^?\\s]*%(?![0-9A-Fa-f]{2})[^?\\s]*)") { set $escaped_path $1; }',
    '  if ($escaped_path) { return 301 $escaped_path; }',
  ];
}
