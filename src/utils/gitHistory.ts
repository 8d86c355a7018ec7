import {execFileSync} from 'node:child_process';

/** Runs `git <args>` in `cwd` and returns its standard output; throws when git fails or is missing. */
export type GitRunner = (args: readonly string[], cwd: string) => string;

const runGit: GitRunner = (args, cwd) =>
  execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});

/**
 * Whether `cwd` is in a Git repository with at least one commit, so that Docusaurus can read the
 * last-update dates of pages. Without Git, outside a clone (an exported tarball) or before the
 * first commit, Docusaurus's eager Git reader would fail the build; the config then leaves the
 * last-updated note off instead.
 */
export function hasGitHistory(cwd: string, run: GitRunner = runGit): boolean {
  try {
    return /^\d+$/.test(run(['log', '-1', '--format=%ct'], cwd).trim());
  } catch {
    return false;
  }
}
