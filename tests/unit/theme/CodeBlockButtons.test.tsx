import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';

// The ejected code block buttons (spec 2 "Code blocks", 4, 9): the copied state lasts 2 s, and the
// wrap toggle is there on every block, scrollable or not.
const wordWrap = {isEnabled: false, isCodeScrollable: false, toggle: jest.fn()};
jest.mock('@docusaurus/theme-common/internal', () => ({
  useCodeBlockContext: () => ({metadata: {code: 'npm install -D @rstest/core'}, wordWrap}),
}));

// eslint-disable-next-line import/first
import CopyButton from '@site/src/theme/CodeBlock/Buttons/CopyButton';
// eslint-disable-next-line import/first
import WordWrapButton from '@site/src/theme/CodeBlock/Buttons/WordWrapButton';

describe('CodeBlock CopyButton', () => {
  const writeText = jest.fn(() => Promise.resolve());

  beforeAll(() => {
    Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {writeText}});
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('copies the code and shows the copied state for 2 s', async () => {
    render(<CopyButton />);
    const button = screen.getByRole('button', {name: 'Copy code to clipboard'});
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('npm install -D @rstest/core');
    expect(button).toHaveAccessibleName('Copied');
    act(() => jest.advanceTimersByTime(1999));
    expect(button).toHaveAccessibleName('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName('Copy code to clipboard');
  });

  it('a second copy restarts the 2 s', async () => {
    render(<CopyButton />);
    const button = screen.getByRole('button', {name: 'Copy code to clipboard'});
    await act(async () => {
      fireEvent.click(button);
    });
    act(() => jest.advanceTimersByTime(1500));
    await act(async () => {
      fireEvent.click(button);
    });
    act(() => jest.advanceTimersByTime(1500));
    expect(button).toHaveAccessibleName('Copied');
    act(() => jest.advanceTimersByTime(500));
    expect(button).toHaveAccessibleName('Copy code to clipboard');
  });
});

describe('CodeBlock WordWrapButton', () => {
  it('is shown on a block that does not scroll and toggles wrapping', () => {
    wordWrap.isEnabled = false;
    wordWrap.isCodeScrollable = false;
    render(<WordWrapButton />);
    const button = screen.getByRole('button', {name: 'Toggle word wrap'});
    fireEvent.click(button);
    expect(wordWrap.toggle).toHaveBeenCalledTimes(1);
  });

  it('marks the enabled state', () => {
    wordWrap.isEnabled = true;
    render(<WordWrapButton />);
    expect(screen.getByRole('button', {name: 'Toggle word wrap'})).toHaveClass('wordWrapButtonEnabled');
  });
});
