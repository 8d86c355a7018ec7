/** @jest-environment node */
import {readPackageFile, missingReads} from '../guard';
import recoverableErrorPlugin, {CLIENT_MODULE, PATCH, checkRecoverableErrorLog} from '.';

describe('recoverable-error', () => {
  it("the installed @docusaurus/core has the client entry, which logs recoverable errors with the prefix the client module matches", () => {
    expect(missingReads(PATCH)).toEqual([]);
    expect(() => checkRecoverableErrorLog()).not.toThrow();
    expect(recoverableErrorPlugin().getClientModules!()).toEqual([CLIENT_MODULE]);
  });

  it('fails the build, naming the patch, when the message changes', () => {
    const clientEntry = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/clientEntry.js');
    expect(() => checkRecoverableErrorLog(clientEntry.replace('Docusaurus React Root onRecoverableError:', 'Docusaurus: recoverable error'))).toThrow(
      /^\[patch recoverable-error\] @docusaurus\/core's client entry no longer logs recoverable errors/,
    );
  });
});
