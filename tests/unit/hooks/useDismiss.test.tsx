import React, {useRef, useState} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import useDismiss, {type DismissOptions} from '@site/src/hooks/useDismiss';

// The light dismissal of the site's dropdowns (the "more" social links, the open-in-AI menu, the
// ecosystem popover): Escape, a pointer down outside, and optionally the focus leaving.

function Dropdown(props: Pick<DismissOptions, 'returnFocus' | 'closeOnFocusOutside'> & {onDismiss?: () => void}): React.JSX.Element {
  const [open, setOpen] = useState(true);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss({
    open,
    onDismiss: () => {
      props.onDismiss?.();
      setOpen(false);
    },
    containerRef,
    triggerRef,
    returnFocus: props.returnFocus,
    closeOnFocusOutside: props.closeOnFocusOutside,
  });
  return (
    <div>
      <div ref={containerRef}>
        <button ref={triggerRef} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          trigger
        </button>
        <ul hidden={!open}>
          <li>
            <a href="#inside">inside link</a>
          </li>
        </ul>
      </div>
      <button type="button">outside button</button>
      <p>outside text</p>
    </div>
  );
}

const trigger = () => screen.getByRole('button', {name: 'trigger'});
const expectOpen = (open: boolean) => expect(trigger()).toHaveAttribute('aria-expanded', String(open));

describe('useDismiss', () => {
  it('closes on Escape and gives the focus back to the trigger when it was inside', () => {
    render(<Dropdown />);
    screen.getByRole('link', {name: 'inside link'}).focus();
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'});
    expectOpen(false);
    expect(trigger()).toHaveFocus();
  });

  it('leaves the focus where it was when it was outside (a popup opened by hovering), unless told to always return it', () => {
    const {unmount} = render(<Dropdown />);
    screen.getByRole('button', {name: 'outside button'}).focus();
    fireEvent.keyDown(document, {key: 'Escape'});
    expectOpen(false);
    expect(screen.getByRole('button', {name: 'outside button'})).toHaveFocus();
    unmount();

    render(<Dropdown returnFocus="always" />);
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document, {key: 'Escape'});
    expectOpen(false);
    expect(trigger()).toHaveFocus();
  });

  it('ignores other keys and an Escape that ends an IME composition', () => {
    render(<Dropdown />);
    fireEvent.keyDown(document, {key: 'Enter'});
    fireEvent.keyDown(document, {key: 'Escape', isComposing: true});
    expectOpen(true);
  });

  it('closes on a pointer down (mouse or touch) outside, not on one inside', () => {
    render(<Dropdown />);
    fireEvent.pointerDown(screen.getByRole('link', {name: 'inside link'}));
    fireEvent.pointerDown(trigger());
    expectOpen(true);
    fireEvent.pointerDown(screen.getByText('outside text'), {pointerType: 'touch'});
    expectOpen(false);
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByText('outside text'), {pointerType: 'mouse'});
    expectOpen(false);
  });

  it('closes when the focus moves outside only when asked to', () => {
    const {unmount} = render(<Dropdown />);
    act(() => screen.getByRole('button', {name: 'outside button'}).focus());
    expectOpen(true);
    unmount();

    render(<Dropdown closeOnFocusOutside />);
    act(() => screen.getByRole('link', {name: 'inside link'}).focus());
    expectOpen(true);
    act(() => screen.getByRole('button', {name: 'outside button'}).focus());
    expectOpen(false);
  });

  it('listens only while open: a closed popup ignores Escape and outside clicks', () => {
    const onDismiss = jest.fn();
    render(<Dropdown onDismiss={onDismiss} />);
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, {key: 'Escape'});
    fireEvent.pointerDown(screen.getByText('outside text'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
