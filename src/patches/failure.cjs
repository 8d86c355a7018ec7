// The text of a failed patch, shared by the guard (guard.ts) and the patches' loaders (CommonJS,
// as the bundler requires them): the patch's name, the problem, and what to do.
'use strict';

/** What to do when a patch fails, unless the patch says better. */
function defaultAdvice(name) {
  return (
    `run its contract test (npx jest src/patches/${name}). If it passes, the patch still holds: ` +
    `widen the tested range in src/patches/${name}/index.ts. If it fails, bring the patch to the new code, ` +
    `or delete src/patches/${name}/ when the new version fixed what it patches (src/patches/README.md says when).`
  );
}

/** `[patch <name>] <problem>` and what to do. */
function patchFailureMessage(name, problem, advice) {
  return `[patch ${name}] ${problem}\n  What to do: ${advice || defaultAdvice(name)}`;
}

module.exports = {defaultAdvice, patchFailureMessage};
