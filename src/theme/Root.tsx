// Wrap of the app root: components that read useIsBrowser() re-render after hydration in a
// transition (time-sliced) instead of one blocking render, which was the longest task after load
// (a patch of Docusaurus's private browser context: src/patches/browser-context).
import React, {useContext, useDeferredValue, type ReactNode} from 'react';
import {BrowserContext} from '@site/src/patches/browser-context/browserContext';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useDeferredValue(useContext(BrowserContext));
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
