/** @jest-environment node */
// The upgrade check against a copy of the installed files it relies on, changed the way an upgrade
// changes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_DIR, type UpstreamFile} from '@site/src/patches/guard';
import {check, findReliances, nodeModules, record, type Installed} from '@site/scripts/upgrade-check/check';

const keyOf = (upstream: UpstreamFile) => `${upstream.from ? `${upstream.from}/` : ''}${upstream.package}/${upstream.file}`;

describe('the upgrade check', () => {
  const real = nodeModules();
  const reliances = findReliances();
  let dir: string;
  let mirror: Installed;
  let packages: ReturnType<Installed['packages']>;
  const recordsDir = () => path.join(dir, 'records');
  const mirrored = (upstream: UpstreamFile) => path.join(dir, 'installed', keyOf(upstream));
  // The recorded originals, as npm pack would give them: a copy made before any test changes the mirror.
  const pristine = (upstream: UpstreamFile) => path.join(dir, 'original', keyOf(upstream));
  const run = () => check({installed: mirror, recordsDir: recordsDir(), originalOf: pristine});

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-check-'));
    packages = real.packages();
    // The installed packages as the check sees them: a copy of each file the site relies on (and of
    // the stock themes' folders they are in, so that the rules find them there).
    for (const {upstream} of reliances) {
      const file = real.file(upstream);
      if (!file || !fs.existsSync(file)) continue;
      for (const copy of [mirrored(upstream), pristine(upstream)]) {
        fs.mkdirSync(path.dirname(copy), {recursive: true});
        fs.copyFileSync(file, copy);
      }
    }
    mirror = {
      file: mirrored,
      version: (upstream) => real.version(upstream),
      packages: () => packages,
    };
    record({installed: mirror, recordsDir: recordsDir()});
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('finds the ejects, patches, copies, private imports and class selectors of the site', () => {
    const kinds = new Set(reliances.map((reliance) => reliance.kind));
    expect([...kinds].sort()).toEqual(['class selector', 'copy', 'eject', 'patch', 'private import']);
    const ejects = new Set(reliances.filter((reliance) => reliance.kind === 'eject').map((reliance) => reliance.name));
    for (const component of ['CodeBlock', 'CodeBlock/Content', 'SearchPage', 'DocSidebar', 'DocVersionBanner']) expect(ejects.has(component)).toBe(true);
    // A wrap is not an eject.
    expect(ejects.has('CodeBlock/Buttons')).toBe(false);
    expect(ejects.has('TOC')).toBe(false);
  });

  it('passes when nothing changed', () => {
    const {ok, report} = run();
    expect(report).toContain('Nothing the site relies on changed upstream.');
    expect(ok).toBe(true);
  });

  it('fails, naming the component and its site file, when one line is appended to the original of any eject', () => {
    const ejectFiles = reliances.filter((reliance) => reliance.kind === 'eject' && /index\.js$|\.js$/.test(reliance.upstream.file));
    expect(ejectFiles.length).toBeGreaterThan(10);
    for (const eject of ejectFiles) {
      const file = mirrored(eject.upstream);
      const original = fs.readFileSync(file);
      fs.appendFileSync(file, '\nexport const addedUpstream = true;\n');
      try {
        const {ok, report} = run();
        expect(ok).toBe(false);
        expect(report).toContain(`CHANGED ${eject.upstream.package}/${eject.upstream.file}`);
        expect(report).toContain(`eject ${eject.name}: ${eject.site}`);
        expect(report).toContain('+export const addedUpstream = true;');
      } finally {
        fs.writeFileSync(file, original);
      }
    }
    expect(run().ok).toBe(true);
  });

  it('fails when a patch’s file is gone, naming the patch', () => {
    const patch = reliances.find((reliance) => reliance.kind === 'patch' && reliance.name === 'recoverable-error')!;
    const file = mirrored(patch.upstream);
    const original = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const {ok, report} = run();
      expect(ok).toBe(false);
      expect(report).toMatch(/GONE @docusaurus\/core\/lib\/client\/clientEntry\.js/);
      expect(report).toContain('patch recoverable-error: src/patches/recoverable-error/index.ts');
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('fails on a file the site relies on that is not recorded yet', () => {
    const records = JSON.parse(fs.readFileSync(path.join(recordsDir(), 'records.json'), 'utf8'));
    const key = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
    const kept = records.files[key];
    delete records.files[key];
    fs.writeFileSync(path.join(recordsDir(), 'records.json'), JSON.stringify(records));
    try {
      const {ok, report} = run();
      expect(ok).toBe(false);
      expect(report).toContain(`NOT RECORDED ${key}`);
      expect(report).toContain('copy SSR template: src/ssr/template.ts');
    } finally {
      records.files[key] = kept;
      fs.writeFileSync(path.join(recordsDir(), 'records.json'), JSON.stringify(records));
    }
  });

  it('fails when a pinned package’s dependents declare another range, and says whether the pin is within it', () => {
    const before = packages;
    packages = packages.map((pkg) =>
      pkg.name === '@docusaurus/theme-search-algolia' ? {...pkg, ranges: {...pkg.ranges, '@docsearch/react': '^5.0.0'}} : pkg,
    );
    try {
      const {ok, report} = run();
      expect(ok).toBe(false);
      expect(report).toMatch(/PIN @docsearch\/react 4\.7\.1 \(package\.json overrides\): its dependents' ranges changed\./);
      expect(report).toMatch(/now: .*@docusaurus\/theme-search-algolia@\S+ \^5\.0\.0/);
      expect(report).toMatch(/It is outside @docusaurus\/theme-search-algolia@\S+'s \^5\.0\.0\./);
    } finally {
      packages = before;
    }
  });

  it('passes on the site as recorded in scripts/upgrade-check (what npm test runs)', () => {
    const {ok, report} = check({siteDir: SITE_DIR});
    expect(report).toContain('Nothing the site relies on changed upstream.');
    expect(ok).toBe(true);
  });
});
