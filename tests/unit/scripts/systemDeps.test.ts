/**
 * @jest-environment node
 */
// The decisions of scripts/system-deps.cjs about nginx, on a machine described by injected system calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ensureNginx, BROTLI_MODULE, NGINX_MISSING_LINE} = require('@site/scripts/system-deps.cjs') as {
  ensureNginx: (system: System) => boolean;
  BROTLI_MODULE: string;
  NGINX_MISSING_LINE: string;
};

interface System {
  exists: (file: string) => boolean;
  isRoot: () => boolean;
  hasCommand: (command: string) => boolean;
  run: (command: string, args: string[]) => boolean;
  log: (line: string) => void;
  error: (line: string) => void;
}

const NGINX = '/usr/sbin/nginx';

/** A machine with these files; apt-get "installs" by adding `installs` (unless it fails). */
function machine({files = [] as string[], root = false, aptGet = true, installs = [NGINX, BROTLI_MODULE], aptFails = false} = {}) {
  const present = new Set(files);
  const runs: string[] = [];
  const errors: string[] = [];
  const system: System = {
    exists: (file) => present.has(file),
    isRoot: () => root,
    hasCommand: (command) => command === 'apt-get' && aptGet,
    run(command, args) {
      runs.push([command, ...args].join(' '));
      if (aptFails) return false;
      if (args[0] === 'install') installs.forEach((file) => present.add(file));
      return true;
    },
    log: () => {},
    error: (line) => errors.push(line),
  };
  return {system, runs, errors};
}

test('nginx and its brotli module present: nothing is run, nothing is said', () => {
  const {system, runs, errors} = machine({files: [NGINX, BROTLI_MODULE], root: true});
  expect(ensureNginx(system)).toBe(true);
  expect(runs).toEqual([]);
  expect(errors).toEqual([]);
});

test.each([
  ['nginx and the module missing', []],
  ['only the brotli module missing', [NGINX]],
])('%s, as root with apt-get: Debian packages are installed', (_name, files) => {
  const {system, runs, errors} = machine({files, root: true});
  expect(ensureNginx(system)).toBe(true);
  expect(runs).toEqual(['apt-get update -qq', 'apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static']);
  expect(errors).toEqual([]);
});

test('missing, not root: no install, one line that says what to install, and failure', () => {
  const {system, runs, errors} = machine({root: false});
  expect(ensureNginx(system)).toBe(false);
  expect(runs).toEqual([]);
  expect(errors).toEqual([NGINX_MISSING_LINE]);
  expect(NGINX_MISSING_LINE).not.toContain('\n');
  expect(NGINX_MISSING_LINE).toContain('apt-get install nginx libnginx-mod-http-brotli-static');
});

test('missing, root without apt-get: the one line and failure', () => {
  const {system, runs, errors} = machine({root: true, aptGet: false});
  expect(ensureNginx(system)).toBe(false);
  expect(runs).toEqual([]);
  expect(errors).toEqual([NGINX_MISSING_LINE]);
});

test('an install that fails, or leaves the module missing, ends in the one line and failure', () => {
  const failing = machine({root: true, aptFails: true});
  expect(ensureNginx(failing.system)).toBe(false);
  expect(failing.errors).toEqual([NGINX_MISSING_LINE]);

  const incomplete = machine({root: true, installs: [NGINX]});
  expect(ensureNginx(incomplete.system)).toBe(false);
  expect(incomplete.runs).toHaveLength(2);
  expect(incomplete.errors).toEqual([NGINX_MISSING_LINE]);
});
