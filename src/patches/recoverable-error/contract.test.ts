/** @jest-environment node */
import {readPackageFile, missingReads} from '../guard';
import recoverableErrorPlugin, {CLIENT_MODULE, PATCH} from '.';
import {RECOVERABLE_ERROR_PREFIX} from './recoverableError';

/** Whether the client entry logs its recoverable errors with the prefix the client module matches. */
const logsWithPrefix = (clientEntry: string) =>
  clientEntry.includes(`console.error('${RECOVERABLE_ERROR_PREFIX}', error, errorInfo);`) && /hydrateRoot\(container, app, \{\s*onRecoverableError,/.test(clientEntry);

describe('recoverable-error', () => {
  const clientEntry = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/clientEntry.js');

  it('the installed @docusaurus/core has the client entry, which logs recoverable errors with the prefix the client module matches', () => {
    expect(missingReads(PATCH)).toEqual([]);
    expect(logsWithPrefix(clientEntry)).toBe(true);
    expect(recoverableErrorPlugin().getClientModules!()).toEqual([CLIENT_MODULE]);
  });

  it('sees a changed message', () => {
    expect(logsWithPrefix(clientEntry.replace('Docusaurus React Root onRecoverableError:', 'Docusaurus: recoverable error'))).toBe(false);
  });
});
