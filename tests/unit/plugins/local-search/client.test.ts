/**
 * @jest-environment node
 */
import {
  createLocalSearchClient,
  loadLocalSearchIndex,
  setSearchWorkerFactory,
  type SearchWorkerLike,
} from '@site/src/plugins/local-search/client/localSearchClient';
import {createSearchHost, respond} from '@site/src/plugins/local-search/search/host';
import {packRecords} from '@site/src/plugins/local-search/search/indexFile';
import type {SearchRecord, SearchResponse} from '@site/src/plugins/local-search/search/types';
import type {WorkerRequest, WorkerResponse} from '@site/src/plugins/local-search/search/workerProtocol';

// The modal's client talks to the search worker (its code runs in-process here, behind a fake
// Worker that copies every message as postMessage does): the worker loads the index's head when
// the modal opens and answers from its outline (pages and headings) until its text has joined, and
// loads the rest once the page has received the first answer with a query, once each; searches a
// stage has hits for never wait for the next, the others wait up to the whole index, and the head
// keeps answering when the rest fails.

const URL_BASE = 'https://rstest.rs';
const LONG = `${'Lead words that fill the first columns of the block well past its lead. '.repeat(3)}tailword`;
const PAGE = `${URL_BASE}/api/rstest/fakeTimers`;
const record = (n: number, type: SearchRecord['type'], content: string | null): SearchRecord => ({
  objectID: `/api/rstest/fakeTimers#${n}`,
  type,
  url: PAGE,
  url_without_anchor: PAGE,
  anchor: null,
  hierarchy: {lvl0: 'API', lvl1: 'Fake timers', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content,
});
const RECORDS = [record(0, 'lvl1', null), record(1, 'content', LONG)];
const FILES = packRecords(RECORDS, {locale: 'en', site: URL_BASE});

let fetched: string[];
let restAnswer: () => Promise<Response>;
let messages: WorkerRequest[];
let n = 0;

/** A Worker running the search host in-process; messages cross as structured clones, as between threads. */
function fakeWorker(): SearchWorkerLike {
  const host = createSearchHost();
  const worker: SearchWorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      messages.push(message);
      void respond(host, structuredClone(message)).then((response) =>
        worker.onmessage?.({data: structuredClone(response)} as MessageEvent<WorkerResponse>),
      );
    },
  };
  return worker;
}

beforeEach(() => {
  fetched = [];
  messages = [];
  restAnswer = async () => new Response(JSON.stringify(FILES.rest));
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    if (url.endsWith('/search-index.json')) return new Response(JSON.stringify(FILES.head));
    if (url.endsWith('/search-index.rest.json')) return restAnswer();
    return new Response('', {status: 404});
  }) as typeof fetch;
  setSearchWorkerFactory(fakeWorker);
});

/** A fresh index URL per test: the worker keeps one load per URL for the page session. */
const indexUrl = () => `/t${(n += 1)}/search-index.json`;
const search = async (client: ReturnType<typeof createLocalSearchClient>, query: string) =>
  (await client.search<SearchResponse>({requests: [{query}]})).results[0];
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('fetches the head when the modal opens, and the rest only after the first answer with a query, once', async () => {
  const url = indexUrl();
  await loadLocalSearchIndex(url);
  expect(fetched).toEqual([url]);
  const client = createLocalSearchClient(url);
  await search(client, '');
  await settle();
  expect(fetched).toEqual([url]);
  // The first answer with a query comes from the head alone; the rest is asked for when it has arrived.
  const first = search(client, 'fake');
  const restAsked = () => messages.filter((message) => message.type === 'rest').length;
  expect(restAsked()).toBe(0);
  expect((await first).nbHits).toBeGreaterThan(0);
  expect(restAsked()).toBe(1);
  await search(client, 'timers');
  await settle();
  expect(restAsked()).toBe(1);
  expect(fetched).toEqual([url, url.replace('search-index.json', 'search-index.rest.json')]);
});

it('sends the engine work to the worker: every search is a message, with serialisable requests and answers', async () => {
  const url = indexUrl();
  const client = createLocalSearchClient(url);
  const answer = await search(client, 'fake');
  expect(messages).toEqual([
    {id: expect.any(Number), type: 'search', indexUrl: url, requests: [{query: 'fake'}]},
    {id: expect.any(Number), type: 'head', indexUrl: url},
    {id: expect.any(Number), type: 'rest', indexUrl: url},
  ]);
  expect(answer.hits[0]).toMatchObject({objectID: '/api/rstest/fakeTimers#0', _highlightResult: {hierarchy: {lvl1: {matchLevel: 'full'}}}});
});

it('answers from the outline at once, asks for the head\'s text, and has a query only the text has wait for it', async () => {
  const client = createLocalSearchClient(indexUrl());
  let release!: () => void;
  restAnswer = () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify(FILES.rest)))));
  // The title is in the outline: answered before the head's text has joined; then the head's text and the rest are asked for.
  expect((await search(client, 'fake')).hits.map((hit) => hit.objectID)).toEqual(['/api/rstest/fakeTimers#0']);
  expect(messages.map((message) => message.type)).toEqual(['search', 'head', 'rest']);
  // `lead` is only in a text block's lead (in the head, not in its outline): the answer waits for
  // the head, and comes from it while the rest is held back.
  const lead = await search(client, 'lead');
  expect(lead.hits.map((hit) => hit.objectID)).toEqual(['/api/rstest/fakeTimers#1']);
  release();
});

it('answers from the head without waiting for the rest when the head has hits, then from both', async () => {
  let release!: () => void;
  restAnswer = () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify(FILES.rest)))));
  const client = createLocalSearchClient(indexUrl());
  expect((await search(client, 'fake')).nbHits).toBeGreaterThan(0);
  await settle();
  release();
  await settle();
  expect((await search(client, 'tailword')).hits.map((hit) => hit.objectID)).toEqual(['/api/rstest/fakeTimers#1']);
});

it('never answers "no results" from the head alone: a query the head has no hit for waits for the whole index (issue 43)', async () => {
  let release!: () => void;
  restAnswer = () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify(FILES.rest)))));
  const client = createLocalSearchClient(indexUrl());
  let settled = false;
  const inRest = search(client, 'tailword').finally(() => (settled = true));
  const nowhere = search(client, 'qqzzxxyy');
  await settle();
  expect(settled).toBe(false);
  release();
  expect((await inRest).hits.map((hit) => hit.objectID)).toEqual(['/api/rstest/fakeTimers#1']);
  expect((await nowhere).nbHits).toBe(0);
  // With the rest joined, "no results" is the whole index's answer, at once.
  expect((await search(client, 'qqzzxxyy')).nbHits).toBe(0);
});

it('reports a query the head has no hit for as unavailable when the rest cannot be loaded (no unchecked "no results")', async () => {
  restAnswer = async () => new Response('', {status: 503});
  const client = createLocalSearchClient(indexUrl());
  await expect(search(client, 'qqzzxxyy')).rejects.toMatchObject({name: 'RetryError'});
  // The head still answers what it has.
  expect((await search(client, 'fake')).nbHits).toBeGreaterThan(0);
});

it('answers the /search page (complete) from the whole index, the same on every load (issue 34, B1)', async () => {
  let release!: () => void;
  restAnswer = () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify(FILES.rest)))));
  const client = createLocalSearchClient(indexUrl(), {complete: true});
  const answer = search(client, 'tailword');
  await settle();
  release();
  expect((await answer).hits.map((hit) => hit.objectID)).toEqual(['/api/rstest/fakeTimers#1']);
});

it('tells the modal, on window, each time the index has grown: the head\'s text, then the rest', async () => {
  const events: Array<[string, unknown]> = [];
  (global as unknown as {window: Pick<Window, 'dispatchEvent'>}).window = {dispatchEvent: (event: Event) => events.push([event.type, (event as CustomEvent).detail]) > 0};
  try {
    await search(createLocalSearchClient(indexUrl()), 'fake');
    await settle();
    // The detail says when the index is whole (what the e2e tests wait for).
    expect(events).toEqual([
      ['local-search:index-updated', {complete: false}],
      ['local-search:index-updated', {complete: true}],
    ]);
  } finally {
    delete (global as {window?: unknown}).window;
  }
});

it('keeps answering from the head when the rest cannot be loaded, and retries it', async () => {
  restAnswer = async () => new Response('', {status: 500});
  const url = indexUrl();
  const client = createLocalSearchClient(url);
  expect((await search(client, 'fake')).nbHits).toBeGreaterThan(0);
  await settle();
  restAnswer = async () => new Response(JSON.stringify(FILES.rest));
  await search(client, 'fake');
  await settle();
  expect(fetched.filter((file) => file.endsWith('.rest.json'))).toHaveLength(2);
  expect((await search(client, 'tailword')).nbHits).toBe(1);
});

it('reports an index that cannot be loaded as a RetryError (the modal shows its error screen)', async () => {
  global.fetch = jest.fn(async () => new Response('', {status: 503})) as typeof fetch;
  await expect(search(createLocalSearchClient(indexUrl()), 'fake')).rejects.toMatchObject({name: 'RetryError'});
  await expect(loadLocalSearchIndex(indexUrl())).rejects.toThrow('HTTP 503');
});

it('fails the waiting searches when the worker cannot start, and starts a new one on the next search', async () => {
  let started = 0;
  setSearchWorkerFactory(() => {
    started += 1;
    if (started > 1) return fakeWorker();
    const broken: SearchWorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: () => setTimeout(() => broken.onerror?.({message: 'script failed'} as ErrorEvent)),
    };
    return broken;
  });
  const client = createLocalSearchClient(indexUrl());
  await expect(search(client, 'fake')).rejects.toMatchObject({name: 'RetryError', message: expect.stringContaining('script failed')});
  expect((await search(client, 'fake')).nbHits).toBeGreaterThan(0);
  expect(started).toBe(2);
});
