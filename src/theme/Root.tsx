// Wrap of the app root: components that read useIsBrowser() re-render after hydration in a
// transition (time-sliced) instead of one blocking render, which was the longest task after load
// (a patch of Docusaurus's private browser context: src/patches/browser-context).
// Its first effect marks the end of hydration (src/patches/hydrate-client-entry/hydration.ts): every
// component has rendered.
import React, {useContext, useDeferredValue, useEffect, type ReactNode} from 'react';
import {BrowserContext} from '@site/src/patches/browser-context/browserContext';
import {markHydrated} from '@site/src/patches/hydrate-client-entry/hydration';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useDeferredValue(useContext(BrowserContext));
  useEffect(markHydrated, []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
