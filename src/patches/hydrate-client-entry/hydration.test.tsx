import React from 'react';
import {render} from '@testing-library/react';
import {isHydrating} from '@site/src/patches/hydrate-client-entry/hydration';
import Root from '@site/src/theme/Root';

const ENV = process.env.HYDRATE_CLIENT_ENTRY;
afterEach(() => {
  if (ENV === undefined) delete process.env.HYDRATE_CLIENT_ENTRY;
  else process.env.HYDRATE_CLIENT_ENTRY = ENV;
});

describe('isHydrating', () => {
  it('is false where Docusaurus renders into an empty root (the development server)', () => {
    delete process.env.HYDRATE_CLIENT_ENTRY;
    expect(isHydrating()).toBe(false);
  });

  it('is true in a production page until the root has rendered, then false for good', () => {
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
    expect(isHydrating()).toBe(true);
    const seen: boolean[] = [];
    function Probe() {
      seen.push(isHydrating());
      return null;
    }
    render(
      <Root>
        <Probe />
      </Root>,
    );
    // The components of the first render saw the hydration; nothing after it does.
    expect(seen[0]).toBe(true);
    expect(isHydrating()).toBe(false);
  });
});
