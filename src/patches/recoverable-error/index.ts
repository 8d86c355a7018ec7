// Patch recoverable-error: a recoverable error of the React root is logged as a warning, not an error
// (spec section 8).
//
// Package:  @docusaurus/core (PATCH.reads): its client entry (lib/client/clientEntry.js) passes hydrateRoot an
//           onRecoverableError that calls
//           `console.error('Docusaurus React Root onRecoverableError:', error, errorInfo)`.
// Changes:  a client module (clientModule.ts, registered by this plugin) wraps console.error and sends
//           exactly the calls that start with that prefix to console.warn (recoverableError.ts);
//           every other error goes through unchanged.
// Buys:     the spec's logging (a hydration mismatch React repaired is a warning); it costs 75 to 76 B
//           gzip of first-load JS (src/patches/README.md).
// Upstream: none asks for a site option (facebook/docusaurus issues and pull requests searched);
//           https://github.com/facebook/docusaurus/pull/9387 is where the client entry's callback got its
//           current message. UPSTREAM.md is the issue to file (a site option for onRecoverableError).
// Contract: contract.test.ts (the prefix in the installed Docusaurus) and recoverableError.test.ts (the
//           re-routing), beside this file.
// Delete:   when Docusaurus lets a site choose how recoverable errors are reported, or logs them as
//           warnings itself.
// Checks:   the contract test: the client entry still logs its recoverable errors with the prefix
//           recoverableError.ts matches (a changed message would turn them back into errors without a
//           word); the upgrade check names any change to the client entry; tests/e2e/hydration.spec.ts.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Patch} from '../guard';

export const PATCH: Patch = {name: 'recoverable-error', reads: [{package: '@docusaurus/core', file: 'lib/client/clientEntry.js'}]};
export const PLUGIN_NAME = PATCH.name;

export const CLIENT_MODULE = path.join(__dirname, 'clientModule.ts');

export default function recoverableErrorPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [CLIENT_MODULE];
    },
  };
}
