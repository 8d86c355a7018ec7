import React from 'react';
import {act, render} from '@testing-library/react';
import SearchedVersion from '@site/src/plugins/local-search/theme/SearchBar/SearchedVersion';

// The search modal names the docs version it searches, in its footer, while it is open: DocSearch
// renders the modal in its own portal, so the label follows the footer in and out of the page.

const MODAL = '<div class="DocSearch-Container"><div class="DocSearch-Modal"><footer class="DocSearch-Footer"><ul class="DocSearch-Commands"></ul></footer></div></div>';

afterEach(() => {
  document.body.innerHTML = '';
});

const label = () => document.querySelector('.DocSearch-Footer .site-search-version');

it('renders nothing while the modal is closed', () => {
  render(<SearchedVersion label="0.12" />);
  expect(document.querySelector('.site-search-version')).toBeNull();
});

it('names the version in the footer of the open modal, and follows the modal when it reopens', async () => {
  render(<SearchedVersion label="0.5" />);
  const open = async () => {
    const container = document.createElement('div');
    container.innerHTML = MODAL;
    await act(async () => {
      document.body.append(container);
    });
    return container;
  };
  const first = await open();
  expect(label()?.textContent).toBe('Searching the 0.5 docs');
  expect(label()?.querySelector('[data-translate-id="theme.SearchModal.searchedVersion"]')).not.toBeNull();
  expect(label()?.querySelector('strong')?.textContent).toBe('0.5');

  await act(async () => {
    first.remove();
  });
  expect(document.querySelector('.site-search-version')).toBeNull();
  await open();
  expect(label()?.textContent).toBe('Searching the 0.5 docs');
});
