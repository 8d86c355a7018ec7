// The text of a failed patch, shared by the guard (guard.ts) and the patches' loaders (CommonJS,
// as the bundler requires them): the patch's name, the problem, and what to do.
'use strict';

/** What to do when a patch fails, unless the patch says better. */
function defaultAdvice(name) {
  return (
    `run its contract test (npx jest src/patches/${name}) and the upgrade check (npm run upgrade:check), which shows ` +
    `what changed in the files it reads. Bring the patch to the new code, or delete src/patches/${name}/ when the new ` +
    `version fixed what it patches (src/patches/README.md says when); then record: npm run upgrade:check -- --record.`
  );
}

/** `[patch <name>] <problem>` and what to do. */
function patchFailureMessage(name, problem, advice) {
  return `[patch ${name}] ${problem}\n  What to do: ${advice || defaultAdvice(name)}`;
}

module.exports = {defaultAdvice, patchFailureMessage};
