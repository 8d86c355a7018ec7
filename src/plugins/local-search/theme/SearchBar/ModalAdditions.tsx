// What the search bar adds to the open modal: the searched docs version in its footer (local index
// only) and the searching state. A chunk of its own, loaded when the modal is first wanted (the
// warm-up's intent, or the modal opening), not with the page: no page's first load carries it.
import React, {type ReactNode} from 'react';
import SearchedVersion from './SearchedVersion';
import SearchStatus from './SearchStatus';

export default function ModalAdditions({versionLabel, local}: {versionLabel: string; local: boolean}): ReactNode {
  return (
    <>
      {local && <SearchedVersion label={versionLabel} />}
      <SearchStatus />
    </>
  );
}
