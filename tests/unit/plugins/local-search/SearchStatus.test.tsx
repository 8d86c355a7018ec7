import React from 'react';
import {act, render} from '@testing-library/react';
import SearchStatus, {ANNOUNCE_HOLD_MS} from '@site/src/plugins/local-search/theme/SearchBar/SearchStatus';
import {isSearching, scopedIndexName, trackSearches} from '@site/src/plugins/local-search/client/searchActivity';

// Issue 43: the modal's searching state. The search bar wraps the client DocSearch gets: its
// searches are counted while in flight, and the status (a live region in the open modal) says
// "Searching…" once for a run of searches, not once per key.

const MODAL = '<div class="DocSearch-Container"><div class="DocSearch-Modal"><header class="DocSearch-SearchBar"></header><div class="DocSearch-Dropdown"></div></div></div>';

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  return {promise, resolve, reject};
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('trackSearches', () => {
  it('counts the searches in flight, answered or failed, and asks the backend for the configured index name', async () => {
    const answers = [deferred(), deferred()];
    const received: unknown[] = [];
    const client = trackSearches({
      search: (params: unknown) => {
        received.push(params);
        return answers[received.length - 1].promise;
      },
      other: 'kept',
    });
    expect(isSearching()).toBe(false);
    const first = client.search({requests: [{indexName: scopedIndexName('rstest', '/zh/0.5/'), query: 'a'}]});
    const second = client.search([{indexName: scopedIndexName('local', '/'), query: 'b'}]);
    expect(received).toEqual([{requests: [{indexName: 'rstest', query: 'a'}]}, [{indexName: 'local', query: 'b'}]]);
    expect((client as unknown as {other: string}).other).toBe('kept');
    expect(isSearching()).toBe(true);
    answers[0].resolve({results: []});
    await first;
    expect(isSearching()).toBe(true);
    answers[1].reject(new Error('down'));
    await expect(second).rejects.toThrow('down');
    expect(isSearching()).toBe(false);
  });

  it('gives each locale and docs version its own name, so DocSearch keeps recent searches per name', () => {
    expect(scopedIndexName('local', '/')).not.toBe(scopedIndexName('local', '/zh/'));
    expect(scopedIndexName('local', '/zh/')).not.toBe(scopedIndexName('local', '/zh/0.5/'));
  });
});

describe('SearchStatus', () => {
  it('is a live region of the open modal that says "Searching…" while a search runs, once for a run of searches', async () => {
    jest.useFakeTimers();
    render(<SearchStatus />);
    const container = document.createElement('div');
    container.innerHTML = MODAL;
    await act(async () => {
      document.body.append(container);
    });
    const status = () => document.querySelector('.DocSearch-Modal > [role="status"]')!;
    expect(status()).not.toBeNull();
    expect(status().textContent).toBe('');

    const said: string[] = [];
    new MutationObserver(() => {
      const text = status().textContent ?? '';
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(status(), {childList: true, subtree: true, characterData: true});

    const client = trackSearches({search: (_params: unknown) => new Promise((resolve) => setTimeout(resolve, 100))});
    // Three keys, each a search, with a short pause between answers and the next key.
    for (let key = 0; key < 3; key += 1) {
      let search!: Promise<unknown>;
      await act(async () => {
        search = client.search({requests: [{query: 'abc'.slice(0, key + 1)}]});
      });
      expect(status().getAttribute('data-searching')).toBe('true');
      await act(async () => {
        jest.advanceTimersByTime(100);
        await search;
      });
      expect(status().hasAttribute('data-searching')).toBe(false);
      await act(async () => {
        jest.advanceTimersByTime(ANNOUNCE_HOLD_MS / 2);
      });
    }
    expect(status().textContent).toBe('Searching…');
    expect(status().querySelector('[data-translate-id="theme.SearchModal.searching"]')).not.toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(ANNOUNCE_HOLD_MS);
    });
    expect(status().textContent).toBe('');
    await act(async () => {});
    expect(said).toEqual(['Searching…']);
  });
});
