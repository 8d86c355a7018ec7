#!/usr/bin/env node
// Serves a build with nginx and the build's own `nginx.conf` (written by `npm run build`,
// src/plugins/serving-rules): what a production nginx does, in the foreground, as this user.
// The e2e tests of 404s, headers, CSP and odd paths run against it as well as against scripts/serve.mjs.
//
//   npm run serve:nginx -- [--port 3000] [--host 127.0.0.1] [--build build]
//
// It writes a minimal main configuration into a temporary folder (pid, logs and buffers there),
// with a server block that sets `root` to the build and includes its `nginx.conf`, and loads
// Debian's brotli_static module when it is installed (libnginx-mod-http-brotli-static).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BROTLI_MODULE, NGINX_MISSING_LINE, findNginx} from './system-deps.cjs';

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 3000;
const DEFAULT_BUILD = 'build';
const MIME_TYPES_CANDIDATES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];

const {values: options} = parseArgs({
  options: {
    host: {type: 'string', default: DEFAULT_HOST},
    port: {type: 'string', default: String(DEFAULT_PORT)},
    build: {type: 'string', default: DEFAULT_BUILD},
  },
});

function fail(message) {
  console.error(`serve:nginx: ${message}`);
  process.exit(1);
}

const port = Number(options.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port must be a port number, got "${options.port}"`);
const root = path.resolve(options.build);
const include = path.join(root, 'nginx.conf');
if (!fs.existsSync(include)) fail(`no ${path.relative(process.cwd(), include)}; run \`npm run build\` first (--build names another folder)`);
const nginx = findNginx() ?? 'nginx';
if (spawnSync(nginx, ['-v']).error) fail(NGINX_MISSING_LINE);
const mimeTypes = MIME_TYPES_CANDIDATES.find((file) => fs.existsSync(file));
if (!mimeTypes) fail('nginx mime.types not found');
const brotli = fs.existsSync(BROTLI_MODULE);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-nginx-'));
const asRoot = process.getuid?.() === 0;
const config = `# serve-nginx.mjs: ${root}
${brotli ? `load_module ${BROTLI_MODULE};` : ''}
daemon off;
master_process off;
worker_processes 1;
${asRoot ? 'user root;' : ''}
pid ${work}/nginx.pid;
error_log stderr error;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen ${options.host}:${port};
    root ${root};
    ${brotli ? 'brotli_static on;' : ''}
    include ${include};
  }
}
`;
fs.writeFileSync(path.join(work, 'nginx.conf'), config);

const child = spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', 'stderr'], {stdio: ['ignore', 'inherit', 'inherit']});
const cleanUp = () => fs.rmSync(work, {recursive: true, force: true});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill('SIGQUIT');
  });
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
// nginx prints nothing when it starts: say where it listens once the port answers.
setTimeout(function announce(attempt = 0) {
  const socket = net.connect(port, options.host);
  socket.on('connect', () => {
    socket.end();
    console.log(`Serving ${path.relative(process.cwd(), root) || '.'} with nginx${brotli ? ' (brotli_static)' : ''} at http://${options.host}:${port}/`);
  });
  socket.on('error', () => {
    if (attempt < 100) setTimeout(() => announce(attempt + 1), 50);
  });
}, 50);
