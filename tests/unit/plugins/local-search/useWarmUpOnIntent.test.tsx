import React from 'react';
import {fireEvent, render} from '@testing-library/react';
import {useWarmUpOnIntent} from '@site/src/plugins/local-search/client/useWarmUpOnIntent';

function Bar({warmUp, enabled = true}: {warmUp: () => void; enabled?: boolean}) {
  useWarmUpOnIntent(warmUp, enabled);
  return (
    <nav>
      <button type="button" className="DocSearch DocSearch-Button">
        <span className="DocSearch-Button-Placeholder">Search</span>
      </button>
      <button type="button" className="menu">Menu</button>
    </nav>
  );
}

describe('useWarmUpOnIntent', () => {
  it.each([
    ['the pointer over the button', (el: Element) => fireEvent.pointerOver(el)],
    ['a touch on the button', (el: Element) => fireEvent.touchStart(el)],
    ['focus on the button', (el: Element) => fireEvent.focusIn(el)],
    ['a click on the button (a shortcut pressed while the page hydrated, replayed)', (el: Element) => fireEvent.click(el)],
  ])('warms up once on %s (also from a child of the button)', (_what, intent) => {
    const warmUp = jest.fn();
    const {container} = render(<Bar warmUp={warmUp} />);
    intent(container.querySelector('.DocSearch-Button-Placeholder')!);
    intent(container.querySelector('.DocSearch-Button')!);
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Ctrl+K', {key: 'k', ctrlKey: true}],
    ['⌘K', {key: 'K', metaKey: true}],
    ['/ on the page', {key: '/'}],
  ])('warms up on the shortcut %s, wherever the focus is', (_what, init) => {
    const warmUp = jest.fn();
    const {container} = render(<Bar warmUp={warmUp} />);
    fireEvent.keyDown(container.querySelector('.menu')!, init);
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, and / typed in a text field', () => {
    const warmUp = jest.fn();
    const {container} = render(
      <>
        <Bar warmUp={warmUp} />
        <input aria-label="field" />
      </>,
    );
    fireEvent.keyDown(container.querySelector('.menu')!, {key: 'k'});
    fireEvent.keyDown(container.querySelector('input')!, {key: '/'});
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('ignores the other controls of the page', () => {
    const warmUp = jest.fn();
    const {container} = render(<Bar warmUp={warmUp} />);
    fireEvent.pointerOver(container.querySelector('.menu')!);
    fireEvent.focusIn(container.querySelector('.menu')!);
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('does nothing when disabled (the Algolia backend) or unmounted', () => {
    const warmUp = jest.fn();
    const {container, unmount} = render(<Bar warmUp={warmUp} enabled={false} />);
    fireEvent.pointerOver(container.querySelector('.DocSearch-Button')!);
    unmount();
    const again = render(<Bar warmUp={warmUp} />);
    const button = again.container.querySelector('.DocSearch-Button')!;
    again.unmount();
    fireEvent.pointerOver(button);
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('warms up again for another index (a new warmUp)', () => {
    const first = jest.fn();
    const second = jest.fn();
    const {container, rerender} = render(<Bar warmUp={first} />);
    fireEvent.pointerOver(container.querySelector('.DocSearch-Button')!);
    rerender(<Bar warmUp={second} />);
    fireEvent.pointerOver(container.querySelector('.DocSearch-Button')!);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
