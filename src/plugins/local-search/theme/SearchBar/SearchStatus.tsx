// The modal's searching state (issue 43): while a search waits for its answer, a line under the
// input says so, where DocSearch would have nothing to show (its first screen for a query, or
// after "no results": src/patches/docsearch-modal, fix 5, renders no screen there); over hits
// still on screen it is not shown, the input's own spinner says it. One live region for screen
// readers, present while the modal is open: it says "Searching…" when a search starts and keeps
// saying it until the searches have been over for ANNOUNCE_HOLD_MS, so typing a word key by key
// is one announcement, not one per key.
import React, {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import {useModalElement} from '../../client/useModalElement';
import {isSearching, subscribeToSearches} from '../../client/searchActivity';

const MODAL_SELECTOR = '.DocSearch-Modal';
/** How long the announcement stays after the last answer. */
export const ANNOUNCE_HOLD_MS = 1000;

export default function SearchStatus(): ReactNode {
  const modal = useModalElement(MODAL_SELECTOR);
  const searching = useSyncExternalStore(subscribeToSearches, isSearching, () => false);
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    if (searching) {
      setAnnounced(true);
      return undefined;
    }
    const timer = setTimeout(() => setAnnounced(false), ANNOUNCE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [searching]);
  if (!modal) return null;
  return createPortal(
    <div className="site-search-status" role="status" data-searching={searching || undefined}>
      {announced && (
        <Translate id="theme.SearchModal.searching" description="The search modal while a search waits for its answer">
          Searching…
        </Translate>
      )}
    </div>,
    modal,
  );
}
