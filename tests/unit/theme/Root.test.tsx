import React, {useContext} from 'react';
import {act, render} from '@testing-library/react';
import {BrowserContext} from '@site/src/patches/browser-context/browserContext';
import Root from '@site/src/theme/Root';

/** Logs, on each render, what `useIsBrowser()` returns where it is placed. */
function Probe({name, log}: {name: string; log: string[]}) {
  const isBrowser = useContext(BrowserContext);
  log.push(`${name}:${isBrowser}`);
  return null;
}

function App({isBrowser, log}: {isBrowser: boolean; log: string[]}) {
  return (
    <BrowserContext.Provider value={isBrowser}>
      <Root>
        <Probe name="inside" log={log} />
      </Root>
      <Probe name="outside" log={log} />
    </BrowserContext.Provider>
  );
}

describe('Root', () => {
  it('gives the components inside the app the same isBrowser value, false while hydrating', () => {
    const log: string[] = [];
    render(<App isBrowser={false} log={log} />);
    expect(log).toEqual(['inside:false', 'outside:false']);
  });

  it('hands the switch to true to the app in a later, deferred render', async () => {
    const log: string[] = [];
    const {rerender} = render(<App isBrowser={false} log={log} />);
    log.length = 0;
    // The Probe elements are created anew here, so both re-render in the first pass; inside the
    // app, that pass still sees false, and a second (transition) pass brings true.
    await act(async () => {
      rerender(<App isBrowser log={log} />);
    });
    expect(log).toEqual(['inside:false', 'outside:true', 'inside:true']);
  });
});
