import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocTitleBar, {CopyMarkdownButton, OpenInAiMenu} from '@site/src/plugins/markdown-export/theme/DocTitleBar';
import {COPY_SUCCESS_MS, nextCopyState} from '@site/src/plugins/markdown-export/theme/DocTitleBar/copyState';
import {clearMemoryCache, loadMarkdown} from '@site/src/plugins/markdown-export/theme/DocTitleBar/markdownCache';
import {AI_SERVICES, aiServiceUrl} from '@site/src/plugins/markdown-export/theme/DocTitleBar/aiServices';
import copyToClipboard from 'copy-to-clipboard';
import {setDoc} from '../../__stubs__/docsClient';

jest.mock('copy-to-clipboard', () => ({__esModule: true, default: jest.fn(() => true)}));

const MARKDOWN = '# Quick start\n\nInstall it.\n';
const PATH = '/guide/start/quick-start.md';

function mockFetch(respond: () => Promise<Partial<Response>> = async () => ({ok: true, status: 200, text: async () => MARKDOWN})) {
  const fetchMock = jest.fn(respond);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = {writeText: jest.fn(writeText)};
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
  return clipboard;
}

/** Lets the pending promises (fetch, clipboard) settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  clearMemoryCache();
  window.sessionStorage.clear();
  jest.mocked(copyToClipboard).mockClear();
});

describe('nextCopyState', () => {
  it.each([
    ['idle', 'start', 'loading'],
    ['loading', 'copied', 'success'],
    ['loading', 'failed', 'idle'],
    ['success', 'reset', 'idle'],
    ['loading', 'start', 'loading'],
    ['success', 'start', 'success'],
    ['idle', 'copied', 'idle'],
    ['loading', 'reset', 'loading'],
  ] as const)('%s + %s → %s', (state, event, next) => {
    expect(nextCopyState(state, event)).toBe(next);
  });
});

describe('Copy Markdown button', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('goes idle → loading (disabled) → success for 500 ms → idle, copying the fetched Markdown', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch();
    const clipboard = mockClipboard(async () => undefined);
    render(<CopyMarkdownButton markdownPath={PATH} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Copy Markdown');
    expect(button).toHaveAttribute('data-state', 'idle');

    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Copying…');

    await settle();
    expect(fetchMock).toHaveBeenCalledWith(PATH, expect.anything());
    expect(clipboard.writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(button).toHaveAttribute('data-state', 'success');
    expect(button).toHaveTextContent('Copied');
    expect(button).toBeEnabled();

    act(() => jest.advanceTimersByTime(COPY_SUCCESS_MS - 1));
    expect(button).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent('Copy Markdown');
    expect(button).toHaveAttribute('data-state', 'idle');
  });

  it('fetches a page once: the second copy reads the cache', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch();
    const clipboard = mockClipboard(async () => undefined);
    render(<CopyMarkdownButton markdownPath={PATH} />);
    fireEvent.click(screen.getByRole('button'));
    await settle();
    act(() => jest.advanceTimersByTime(COPY_SUCCESS_MS));
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(clipboard.writeText).toHaveBeenCalledTimes(2);
    expect(clipboard.writeText).toHaveBeenLastCalledWith(MARKDOWN);
  });

  it('leaves no timer behind when it unmounts while showing success', async () => {
    jest.useFakeTimers();
    mockFetch();
    mockClipboard(async () => undefined);
    const {unmount} = render(<CopyMarkdownButton markdownPath={PATH} />);
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'success');
    const pending = jest.getTimerCount();
    unmount();
    expect(jest.getTimerCount()).toBe(pending - 1);
  });

  it('ignores clicks while it is not idle', async () => {
    const fetchMock = mockFetch(() => new Promise(() => undefined));
    mockClipboard(async () => undefined);
    render(<CopyMarkdownButton markdownPath={PATH} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to copy-to-clipboard with the translated prompt when the clipboard refuses', async () => {
    mockFetch();
    mockClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    render(<CopyMarkdownButton markdownPath={PATH} />);
    fireEvent.click(screen.getByRole('button'));
    await settle();
    await settle();
    expect(copyToClipboard).toHaveBeenCalledWith(MARKDOWN, {message: 'Copy to clipboard: #{key}, Enter'});
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
  });

  it('returns to idle, without success, when the Markdown cannot be fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(async () => ({ok: false, status: 404, text: async () => 'Not found'}));
    const clipboard = mockClipboard(async () => undefined);
    render(<CopyMarkdownButton markdownPath={PATH} />);
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'idle');
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('Markdown cache', () => {
  const KEY = `markdown-export:${PATH}`;

  it('stores the fetched text for the tab and uses it after a reload', async () => {
    const fetchMock = mockFetch();
    await loadMarkdown(PATH, fetchMock as unknown as typeof fetch);
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!)).toEqual({path: PATH, text: MARKDOWN});
    clearMemoryCache();
    expect(await loadMarkdown(PATH, fetchMock as unknown as typeof fetch)).toBe(MARKDOWN);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['another path’s entry', JSON.stringify({path: '/other.md', text: 'other'})],
    ['a text that is not a string', JSON.stringify({path: PATH, text: 7})],
  ])('drops a stored value that is %s, refetches and replaces it', async (_, stored) => {
    window.sessionStorage.setItem(KEY, stored);
    const fetchMock = mockFetch();
    expect(await loadMarkdown(PATH, fetchMock as unknown as typeof fetch)).toBe(MARKDOWN);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!)).toEqual({path: PATH, text: MARKDOWN});
  });
});

describe('open-in-AI menu', () => {
  const URL_MD = 'https://rstest.rs/guide/start/quick-start.md';

  it('builds each service link from its template with the encoded prompt', () => {
    const [chatgpt, claude] = AI_SERVICES;
    expect(aiServiceUrl(chatgpt, 'Read a b&c')).toBe('https://chatgpt.com/?hints=search&q=Read%20a%20b%26c');
    expect(aiServiceUrl(claude, '请阅读 x')).toBe(`https://claude.ai/new?q=${encodeURIComponent('请阅读 x')}`);
  });

  it('opens and closes with its button, which tells its state', () => {
    render(<OpenInAiMenu markdownUrl={URL_MD} />);
    const button = screen.getByRole('button', {name: /Open in AI/});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a ChatGPT-style and a Claude-style chat as external links carrying the prompt about the page', () => {
    render(<OpenInAiMenu markdownUrl={URL_MD} />);
    fireEvent.click(screen.getByRole('button', {name: /Open in AI/}));
    const prompt = encodeURIComponent(`Read ${URL_MD} and answer my questions about it.`);
    const chatgpt = screen.getByRole('link', {name: 'Open in ChatGPT'});
    const claude = screen.getByRole('link', {name: 'Open in Claude'});
    expect(chatgpt).toHaveAttribute('href', `https://chatgpt.com/?hints=search&q=${prompt}`);
    expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
    for (const link of [chatgpt, claude]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
  });

  it('closes on Escape, giving the focus back to its button, and on a click outside', () => {
    render(
      <div>
        <p>Outside</p>
        <OpenInAiMenu markdownUrl={URL_MD} />
      </div>,
    );
    const button = screen.getByRole('button', {name: /Open in AI/});
    fireEvent.click(button);
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('link', {name: 'Open in Claude'}));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('DocTitleBar', () => {
  it('uses the doc’s .md path and the absolute URL of the site', async () => {
    jest.mocked(useDocusaurusContext).mockReturnValue({
      siteConfig: {url: 'https://rstest.rs', baseUrl: '/zh/', title: 'Rstest'},
      i18n: {defaultLocale: 'en', currentLocale: 'zh', locales: ['en', 'zh']},
    } as unknown as ReturnType<typeof useDocusaurusContext>);
    setDoc({metadata: {title: '介绍', permalink: '/zh/guide/start/'} as {title: string}, frontMatter: {}});
    const fetchMock = mockFetch();
    mockClipboard(async () => undefined);
    render(<DocTitleBar />);
    fireEvent.click(screen.getByRole('button', {name: /Open in AI/}));
    expect(screen.getByRole('link', {name: 'Open in ChatGPT'}).getAttribute('href')).toContain(
      encodeURIComponent('https://rstest.rs/zh/guide/start/index.md'),
    );
    fireEvent.click(screen.getByRole('button', {name: 'Copy Markdown'}));
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/zh/guide/start/index.md', expect.anything());
  });
});
