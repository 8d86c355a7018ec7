// Wrap of the app root: components that read useIsBrowser() re-render after hydration in a
// transition (time-sliced) instead of one blocking render, which was the longest task after load.
import React, {useContext, useDeferredValue, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useDeferredValue(useContext(BrowserContext));
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
