/** @jest-environment node */
// The upgrade check's rules on a small site of its own, with installed packages it makes up and then
// changes the way an upgrade changes them. `npm run upgrade:check` (npm test) runs it on the real site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {check, findReliances, record, type Installed, type Reliance} from '@site/scripts/upgrade-check/check';

/** The site: an eject of a folder component, one of a single-file component, a wrap, private imports, a selector, a patch and a pin. */
const SITE: Record<string, string> = {
  'package.json': JSON.stringify({overrides: {'@docsearch/react': '4.7.1'}}),
  'src/theme/Folder/index.tsx': 'export default function Folder() { return null; }',
  'src/theme/Single/index.tsx': 'export default function Single() { return null; }',
  'src/theme/Wrapped/index.tsx': "import Wrapped from '@theme-original/Wrapped';\nexport default Wrapped;",
  'src/components/Uses.tsx': [
    "import {useThing, type Thing as T, // a comment",
    "  useShared} from '@docusaurus/theme-common/internal';",
    "import Link from '@docusaurus/core/lib/client/exports/Link';",
  ].join('\n'),
  'src/css/site.css': "[class*='navbarHidden'] { top: 0; }",
  'src/patches/entry/index.ts': "export const PATCH = {name: 'entry', reads: [{package: '@docusaurus/core', file: 'lib/client/clientEntry.js'}]};",
};

/** The installed packages: package → file → content. */
const INSTALLED: Record<string, Record<string, string>> = {
  '@docusaurus/theme-classic': {
    'package.json': JSON.stringify({name: '@docusaurus/theme-classic', version: '3.10.2'}),
    'lib/theme/Folder/index.js': 'export default function Folder() {}',
    'lib/theme/Folder/index.d.ts': 'export default function Folder(): null;',
    'lib/theme/Folder/styles.module.css': '.navbarHidden { top: -100%; }',
    'lib/theme/Single.js': 'export default function Single() {}',
    'lib/theme/Single.d.ts': 'export default function Single(): null;',
    'lib/theme/Wrapped/index.js': 'export default function Wrapped() {}',
    'lib/getSwizzleConfig.js': "exports.default = () => ({components: {Folder: {actions: {eject: 'safe', wrap: 'safe'}}}});",
  },
  '@docusaurus/theme-common': {
    'package.json': JSON.stringify({name: '@docusaurus/theme-common', version: '3.10.2'}),
    'lib/internal.js': [
      "export * from './index';",
      "export { useThing, Thing, // a comment in the list",
      "  useOther } from './utils/thing';",
    ].join('\n'),
    'lib/index.js': "export { useShared } from './hooks/useShared';",
    'lib/hooks/useShared.js': 'export function useShared() {}',
    'lib/utils/thing.js': 'export function useThing() {}\nexport const Thing = 1;\nexport function useOther() {}',
  },
  '@docusaurus/core': {
    'package.json': JSON.stringify({name: '@docusaurus/core', version: '3.10.2'}),
    'lib/client/clientEntry.js': 'hydrateRoot(container, app);',
    'lib/client/exports/Link.js': 'export default function Link() {}',
  },
  '@docusaurus/theme-search-algolia': {'package.json': JSON.stringify({name: '@docusaurus/theme-search-algolia', version: '3.10.2', dependencies: {'@docsearch/react': '^4.0.0'}})},
  '@docsearch/react': {'package.json': JSON.stringify({name: '@docsearch/react', version: '4.7.1'})},
};

const EXTRA: Reliance[] = [{kind: 'behaviour', name: 'Code passes its props on', site: 'src/theme/Folder/index.tsx', upstream: {package: '@docusaurus/theme-classic', file: 'lib/theme/Wrapped/index.js'}}];

let dir: string;
const at = (...parts: string[]) => path.join(dir, ...parts);
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
};
let packages: ReturnType<Installed['packages']>;
const installed: Installed = {
  file: (upstream) => at('installed', upstream.package, upstream.file),
  version: (upstream) => (JSON.parse(fs.readFileSync(at('installed', upstream.package, 'package.json'), 'utf8')) as {version: string}).version,
  packages: () => packages,
};
const options = () => ({siteDir: at('site'), installed, recordsDir: at('records'), originalOf: (upstream: {package: string; file: string}) => at('original', upstream.package, upstream.file), extra: EXTRA});
const run = () => check(options());

/** Runs the check with one installed file changed (or removed), then puts it back. */
function withInstalled(pkg: string, file: string, content: string | null, test: (result: ReturnType<typeof check>) => void): void {
  const target = at('installed', pkg, file);
  const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (content === null) fs.rmSync(target);
  else write(target, content);
  try {
    test(run());
  } finally {
    if (before === null) fs.rmSync(target, {force: true});
    else write(target, before);
  }
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-check-'));
  for (const [file, text] of Object.entries(SITE)) write(at('site', file), text);
  for (const [pkg, files] of Object.entries(INSTALLED)) {
    for (const [file, text] of Object.entries(files)) {
      write(at('installed', pkg, file), text);
      // The recorded originals, as npm pack of the recorded version would give them.
      write(at('original', pkg, file), text);
    }
  }
  packages = Object.values(INSTALLED).map((files) => {
    const pkg = JSON.parse(files['package.json']!) as {name: string; version: string; dependencies?: Record<string, string>};
    return {name: pkg.name, version: pkg.version, ranges: pkg.dependencies ?? {}};
  });
  record(options());
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('the upgrade check', () => {
  it('finds the ejects (a folder component, a single file with its .d.ts), private imports, names from theme-common/internal, class selectors and patches', () => {
    const found = findReliances(at('site'), installed, EXTRA).map((reliance) => `${reliance.kind} ${reliance.name} -> ${reliance.upstream.package}/${reliance.upstream.file}`);
    expect(found.sort()).toEqual(
      [
        'behaviour Code passes its props on -> @docusaurus/theme-classic/lib/theme/Wrapped/index.js',
        'eject Folder -> @docusaurus/theme-classic/lib/theme/Folder/index.js',
        'eject Folder -> @docusaurus/theme-classic/lib/theme/Folder/index.d.ts',
        'eject Folder -> @docusaurus/theme-classic/lib/theme/Folder/styles.module.css',
        'eject Single -> @docusaurus/theme-classic/lib/theme/Single.js',
        'eject Single -> @docusaurus/theme-classic/lib/theme/Single.d.ts',
        'private import @docusaurus/core/lib/client/exports/Link -> @docusaurus/core/lib/client/exports/Link.js',
        'private import @docusaurus/theme-common/internal useThing -> @docusaurus/theme-common/lib/utils/thing.js',
        'private import @docusaurus/theme-common/internal Thing -> @docusaurus/theme-common/lib/utils/thing.js',
        'private import @docusaurus/theme-common/internal useShared -> @docusaurus/theme-common/lib/hooks/useShared.js',
        "class selector [class*='navbarHidden'] -> @docusaurus/theme-classic/lib/theme/Folder/styles.module.css",
        'patch entry -> @docusaurus/core/lib/client/clientEntry.js',
      ].sort(),
    );
  });

  it("passes when nothing changed, and prints each eject's swizzle safety (unsafe when the theme does not list it)", () => {
    const {ok, report} = run();
    expect(report).toContain('Nothing the site relies on changed upstream.');
    expect(report).toContain('Folder (src/theme/Folder/index.tsx): theme-classic swizzle safety: eject safe, wrap safe');
    expect(report).toContain('Single (src/theme/Single/index.tsx): theme-classic swizzle safety: eject unsafe, wrap unsafe');
    expect(ok).toBe(true);
  });

  it('names the internal hooks whose file changed, with the diff', () => {
    withInstalled('@docusaurus/theme-common', 'lib/utils/thing.js', `${INSTALLED['@docusaurus/theme-common']!['lib/utils/thing.js']}\nexport const added = true;`, ({ok, report}) => {
      expect(ok).toBe(false);
      expect(report).toContain('CHANGED @docusaurus/theme-common/lib/utils/thing.js');
      expect(report).toContain('private import @docusaurus/theme-common/internal useThing: src/components/Uses.tsx');
      expect(report).toContain('private import @docusaurus/theme-common/internal Thing: src/components/Uses.tsx');
      expect(report).toContain('+export const added = true;');
    });
  });

  it('sees a hook that moved to another file, and one that is gone', () => {
    const internal = INSTALLED['@docusaurus/theme-common']!['lib/internal.js']!;
    write(at('installed', '@docusaurus/theme-common', 'lib/utils/moved.js'), 'export function useThing() {}');
    withInstalled('@docusaurus/theme-common', 'lib/internal.js', `${internal.replace('useThing, ', '')}\nexport { useThing } from './utils/moved';`, ({ok, report}) => {
      expect(ok).toBe(false);
      expect(report).toContain('NOT RECORDED @docusaurus/theme-common/lib/utils/moved.js (3.10.2)\n  private import @docusaurus/theme-common/internal useThing: src/components/Uses.tsx');
    });
    withInstalled('@docusaurus/theme-common', 'lib/internal.js', internal.replace('useThing, ', ''), ({ok, report}) => {
      expect(ok).toBe(false);
      expect(report).toContain('GONE @docusaurus/theme-common/lib/internal.js (no export named useThing)');
    });
  });

  it("fails on a change to a single-file component's .d.ts, naming the eject", () => {
    withInstalled('@docusaurus/theme-classic', 'lib/theme/Single.d.ts', 'export default function Single(props: {a: string}): null;', ({ok, report}) => {
      expect(ok).toBe(false);
      expect(report).toContain('CHANGED @docusaurus/theme-classic/lib/theme/Single.d.ts');
      expect(report).toContain('eject Single: src/theme/Single/index.tsx');
    });
  });

  it('fails when a patch’s file is gone, naming the patch', () => {
    withInstalled('@docusaurus/core', 'lib/client/clientEntry.js', null, ({ok, report}) => {
      expect(ok).toBe(false);
      expect(report).toContain('GONE @docusaurus/core/lib/client/clientEntry.js');
      expect(report).toContain('patch entry: src/patches/entry/index.ts');
      expect(report).toContain('npx jest src/patches/entry');
    });
  });

  it('fails on a file the site relies on that is not recorded yet', () => {
    const file = path.join(at('records'), 'records.json');
    const kept = fs.readFileSync(file, 'utf8');
    const records = JSON.parse(kept);
    delete records.files['@docusaurus/theme-classic/lib/theme/Wrapped/index.js'];
    fs.writeFileSync(file, JSON.stringify(records));
    try {
      const {ok, report} = run();
      expect(ok).toBe(false);
      expect(report).toContain('NOT RECORDED @docusaurus/theme-classic/lib/theme/Wrapped/index.js');
      expect(report).toContain('behaviour Code passes its props on: src/theme/Folder/index.tsx');
    } finally {
      fs.writeFileSync(file, kept);
    }
  });

  it('fails when a pinned package’s dependents declare another range, and says whether the pin is within it', () => {
    const before = packages;
    packages = packages.map((pkg) => (pkg.name === '@docusaurus/theme-search-algolia' ? {...pkg, ranges: {'@docsearch/react': '^5.0.0'}} : pkg));
    try {
      const {ok, report} = run();
      expect(ok).toBe(false);
      expect(report).toMatch(/PIN @docsearch\/react 4\.7\.1 \(package\.json overrides\): its dependents' ranges changed\./);
      expect(report).toMatch(/now: .*@docusaurus\/theme-search-algolia@3\.10\.2 \^5\.0\.0/);
      expect(report).toMatch(/It is outside @docusaurus\/theme-search-algolia@3\.10\.2's \^5\.0\.0\./);
    } finally {
      packages = before;
    }
  });
});
