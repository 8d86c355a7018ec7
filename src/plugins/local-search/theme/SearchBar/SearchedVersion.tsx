// The version the modal searches, named in its footer ("Searching the 0.12 docs"): each docs
// version has its own index, and a reader of /0.5/ pages searches 0.5. DocSearch renders the modal
// in a portal of its own and has no slot for it, so this renders into the modal's footer, through
// a portal, while the modal is open.
import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import {useModalElement} from '../../client/useModalElement';

const FOOTER_SELECTOR = '.DocSearch-Modal .DocSearch-Footer';

export default function SearchedVersion({label}: {label: string}): ReactNode {
  const footer = useModalElement(FOOTER_SELECTOR);
  if (!footer) return null;
  return createPortal(
    <p className="site-search-version" data-searched-version={label}>
      <Translate id="theme.SearchModal.searchedVersion" values={{version: <strong>{label}</strong>}} description="The footer of the search modal: which docs version the search reads">
        {'Searching the {version} docs'}
      </Translate>
    </p>,
    footer,
  );
}
