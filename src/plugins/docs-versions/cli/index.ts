// The docs-version lifecycle's commands, run by jiti from package.json:
//   npm run build [-- --out-dir build] [--rebuild-versions] [other `docusaurus build` options]   (build/siteBuild.ts)
//   npm run build:e2e [-- --out-dir build-e2e] [other `docusaurus build` options]                 (build/siteBuild.ts)
//   npm run cut-version -- <version> [--no-install]                                               (cut.ts)
import {cutVersion} from './cut';
import {buildE2eSite, buildSite} from '../build/siteBuild';

async function build(args: string[], e2e: boolean): Promise<void> {
  let outDir: string | undefined;
  let rebuildVersions = false;
  const passed: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out-dir') outDir = args[++i];
    else if (args[i]!.startsWith('--out-dir=')) outDir = args[i]!.slice('--out-dir='.length);
    else if (args[i] === '--rebuild-versions') rebuildVersions = true;
    else passed.push(args[i]!);
  }
  if (e2e) await buildE2eSite({outDir, passed});
  else await buildSite({outDir, rebuildVersions, passed});
}

function cut(args: string[]): void {
  const version = args.find((arg) => !arg.startsWith('--'));
  if (!version) throw new Error('Usage: npm run cut-version -- <version> [--no-install]   (e.g. npm run cut-version -- 0.12)');
  const done = cutVersion(version, {install: !args.includes('--no-install')});
  console.log(`cut-version ${version}:\n${done.map((line) => `- ${line}`).join('\n')}`);
  console.log(
    `Next (CONTRIBUTING.md "Cutting a version"): add an \`rstest-${version}-<name>\` alias for each companion package its examples import that ` +
      'changes with the new release, bring docs/ and its Chinese pages to the new release, set "version.label" in ' +
      'i18n/{en,zh}/docusaurus-plugin-content-docs/current.json and the current entry of tests/data/specVersions.json to its number, then `npm test`.',
  );
}

const [command, ...args] = process.argv.slice(2);
(async () => {
  if (command === 'build' || command === 'build-e2e') await build(args, command === 'build-e2e');
  else if (command === 'cut') cut(args);
  else throw new Error(`Unknown command "${command}": build, build-e2e or cut.`);
})().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
