/**
 * @jest-environment node
 */
import {hasGitHistory, type GitRunner} from '@site/src/utils/gitHistory';

describe('hasGitHistory', () => {
  it('is true in a repository with a commit (git log prints its timestamp)', () => {
    const run = jest.fn<string, Parameters<GitRunner>>(() => '1732223250\n');
    expect(hasGitHistory('/site', run)).toBe(true);
    expect(run).toHaveBeenCalledWith(['log', '-1', '--format=%ct'], '/site');
  });

  it('is false when git fails: not installed, not a repository, no commit yet', () => {
    expect(
      hasGitHistory('/site', () => {
        throw new Error('fatal: not a git repository');
      }),
    ).toBe(false);
  });

  it('is false when git prints no timestamp', () => {
    expect(hasGitHistory('/site', () => '')).toBe(false);
  });
});
