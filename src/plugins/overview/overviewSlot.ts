// The overview an overview doc's MDX module exports (remarkOverview.ts), from theme/DocItem, which
// receives the module, down to theme/DocItem/Content, which renders it after the content. It
// holds an element, not the component: this module and the two wraps are in the chunk every doc
// loads, the overview component and data only in the overview docs' own chunks.
import {createContext, useContext, type ReactNode} from 'react';

const OverviewSlot = createContext<ReactNode>(null);

export const OverviewSlotProvider = OverviewSlot.Provider;

/** The overview of the doc being rendered, or null when it is not an overview doc. */
export function useOverviewSlot(): ReactNode {
  return useContext(OverviewSlot);
}
