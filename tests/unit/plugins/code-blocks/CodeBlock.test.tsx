// The code block as the browser renders it (src/plugins/code-blocks/theme): the build's marked code
// becomes coloured lines, theme-common's metadata (magic comments, title) applies, the copy button
// copies the code without marks for 2 s (spec 9) or ends in the prompt (spec 8).
import path from 'node:path';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {themeConfig} from '../../__stubs__/themeCommon';
import {MARK_BASE} from '@site/src/plugins/code-blocks/marks';

// theme-common's real code block metadata and context (the stub of theme-common/internal lacks them).
jest.mock('@docusaurus/theme-common/internal', () =>
  jest.requireActual(path.join(process.cwd(), 'node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js')),
);
const copyToClipboard = jest.fn((text: string, options: {message: string}) => Boolean(text && options));
jest.mock('copy-to-clipboard', () => ({__esModule: true, default: copyToClipboard}));

// eslint-disable-next-line import/first
import CodeBlock from '@site/src/plugins/code-blocks/theme/CodeBlock';
// eslint-disable-next-line import/first
import {COPIED_STATE_MS} from '@site/src/plugins/code-blocks/theme/CodeBlock/Buttons/CopyButton';

const mark = (index?: number) => String.fromCharCode(index === undefined ? MARK_BASE : MARK_BASE + 1 + index);
const HIGHLIGHT = 'pl9 pd0\npl3 pd5';
// As MDX passes a fence: the marked code and a final newline.
const MARKED = `${mark(0)}const${mark()} a = ${mark(1)}'x'${mark()};\n${mark(0)}const${mark()} b = 2;\n`;

// Docusaurus's default magic comment (theme-classic's themeConfig.prism).
themeConfig.prism = {
  magicComments: [{className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: {start: 'highlight-start', end: 'highlight-end'}}],
};

const writeText = jest.fn((text: string): Promise<void> => Promise.resolve(void text));
beforeAll(() => Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {writeText}}));
beforeEach(() => {
  writeText.mockImplementation(() => Promise.resolve());
  writeText.mockClear();
  copyToClipboard.mockClear();
});

const lines = (container: HTMLElement) => [...container.querySelectorAll('code .token-line')];

describe('CodeBlock', () => {
  it('renders the build’s marks as coloured lines, with the language and the title', () => {
    const {container} = render(
      <CodeBlock className="language-ts" metastring='title="a.ts"' highlight={HIGHLIGHT}>
        {MARKED}
      </CodeBlock>,
    );
    expect(container.querySelector('[data-title]')).toHaveAttribute('data-title', 'a.ts');
    expect(container.querySelector('pre')).toHaveClass('prism-code', 'language-ts');
    expect(lines(container).map((line) => line.innerHTML)).toEqual([
      '<span class="pl9 pd0">const</span> a = <span class="pl3 pd5">\'x\'</span>;',
      '<span class="pl9 pd0">const</span> b = 2;',
    ]);
  });

  it('applies magic comments to the marked code', () => {
    const marked = `${mark(0)}const${mark()} a = 1;\n${mark(1)}// highlight-next-line${mark()}\n${mark(0)}const${mark()} b = 2;\n`;
    const {container} = render(
      <CodeBlock className="language-ts" highlight={HIGHLIGHT}>
        {marked}
      </CodeBlock>,
    );
    expect(lines(container).map((line) => line.textContent)).toEqual(['const a = 1;', 'const b = 2;']);
    expect(lines(container)[1]).toHaveClass('theme-code-block-highlighted-line');
    expect(lines(container)[1].innerHTML).toBe('<span class="pl9 pd0">const</span> b = 2;');
  });

  it('shows a block the build did not highlight as plain text, marks and all', () => {
    const {container} = render(<CodeBlock className="language-text">{`<plain> ${mark(0)}\n`}</CodeBlock>);
    expect(lines(container).map((line) => line.innerHTML)).toEqual([`&lt;plain&gt; ${mark(0)}`]);
  });

  it('renders JSX children without highlighting', () => {
    const {container} = render(
      <CodeBlock>
        <b>bold</b>
      </CodeBlock>,
    );
    expect(container.querySelector('[data-element-content] b')).toHaveTextContent('bold');
  });
});

describe('CodeBlock CopyButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderBlock = () =>
    render(
      <CodeBlock className="language-ts" highlight={HIGHLIGHT}>
        {MARKED}
      </CodeBlock>,
    );
  const click = async (button: HTMLElement) => {
    await act(async () => {
      fireEvent.click(button);
    });
  };

  it('copies the code without its marks and shows the copied state for 2 s; a second copy restarts it', async () => {
    renderBlock();
    const button = screen.getByRole('button', {name: 'Copy code to clipboard'});
    await click(button);
    expect(writeText).toHaveBeenCalledWith("const a = 'x';\nconst b = 2;");
    expect(button).toHaveAccessibleName('Copied');
    act(() => jest.advanceTimersByTime(COPIED_STATE_MS - 500));
    await click(button);
    act(() => jest.advanceTimersByTime(COPIED_STATE_MS - 1));
    expect(button).toHaveAccessibleName('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName('Copy code to clipboard');
  });

  it('falls back to the prompt when the clipboard refuses, and shows no copied state when the reader only got the prompt', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    copyToClipboard.mockReturnValueOnce(false);
    renderBlock();
    const button = screen.getByRole('button', {name: 'Copy code to clipboard'});
    await click(button);
    expect(copyToClipboard).toHaveBeenCalledWith("const a = 'x';\nconst b = 2;", {message: 'Copy to clipboard: #{key}, Enter'});
    expect(button).toHaveAccessibleName('Copy code to clipboard');
  });

  it('keeps a server-rendered block through hydration, its lines untouched, and adds the copy button to its content', async () => {
    const block = (
      <CodeBlock className="language-ts" metastring='title="a.ts"' highlight={HIGHLIGHT}>
        {MARKED}
      </CodeBlock>
    );
    (ExecutionEnvironment as {canUseDOM: boolean}).canUseDOM = false;
    let html: string;
    try {
      html = renderToString(block);
    } finally {
      (ExecutionEnvironment as {canUseDOM: boolean}).canUseDOM = true;
    }
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const pre = container.querySelector('pre')!;
    const serverLines = lines(container).map((line) => line.outerHTML);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, block, {onRecoverableError: (error) => errors.push(error)});
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('pre')).toBe(pre);
    expect(lines(container).map((line) => line.outerHTML)).toEqual(serverLines);
    // No IntersectionObserver in jsdom: the block counts as near at once. (The stub layout's own
    // copy button is in the server HTML too; the stock one renders none there.)
    const buttons = pre.parentElement!.querySelector<HTMLElement>(':scope > [data-buttons]')!;
    const button = within(buttons).getByRole('button', {name: 'Copy code to clipboard'});
    await click(button);
    expect(writeText).toHaveBeenCalledWith("const a = 'x';\nconst b = 2;");
    container.remove();
  });
});
