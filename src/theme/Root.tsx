// Wrap of the app root: components that read useIsBrowser() re-render after hydration in a
// transition (time-sliced) instead of one blocking render, which was the longest task after load.
// Its first effect marks the end of hydration (src/utils/hydration.ts): every component has rendered.
import React, {useContext, useDeferredValue, useEffect, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {markHydrated} from '@site/src/utils/hydration';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useDeferredValue(useContext(BrowserContext));
  useEffect(markHydrated, []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
