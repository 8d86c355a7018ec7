import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import EcosystemNavbarItem from '@theme/EcosystemNavbarItem';
import {POPOVER_DELAY_MS} from '@site/src/plugins/ecosystem/usePopover';
import {loadMenuContent} from '@site/src/plugins/ecosystem/theme/EcosystemNavbarItem/useMenuContent';

// The ecosystem popover (spec 2, 4, 9): hover with 100 ms delays by default, click when the caller
// says so, tap on touch screens; Escape and outside clicks close it. The menu's content is a chunk
// loaded on first intent (issue #9): these tests start with it loaded; EcosystemNavbarItem.loading.test.tsx
// checks the loading itself.

const button = () => screen.getByRole('button', {name: 'Rstack ecosystem'});
const host = () => button().closest('[data-ecosystem-menu]') as HTMLElement;
const panel = () => document.querySelector('[data-ecosystem-panel]') as HTMLElement;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const expectOpen = (open: boolean) => {
  expect(button()).toHaveAttribute('aria-expanded', String(open));
  expect(panel().hidden).toBe(!open);
};

beforeAll(() => loadMenuContent());

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/guide/start/');
});

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('EcosystemNavbarItem, hover (default)', () => {
  it('is a button with a grid icon, closed and without content until first opened', () => {
    render(<EcosystemNavbarItem />);
    expect(button().tagName).toBe('BUTTON');
    expect(button()).toHaveAttribute('type', 'button');
    expect(button().querySelectorAll('svg rect')).toHaveLength(9);
    expect(button()).toHaveAttribute('aria-controls', panel().id);
    expectOpen(false);
    expect(panel()).toBeEmptyDOMElement();
  });

  it('opens 100 ms after the pointer enters and closes 100 ms after it leaves', () => {
    render(<EcosystemNavbarItem />);
    fireEvent.mouseEnter(host());
    advance(POPOVER_DELAY_MS - 1);
    expectOpen(false);
    advance(1);
    expectOpen(true);
    fireEvent.mouseLeave(host());
    advance(POPOVER_DELAY_MS - 1);
    expectOpen(true);
    advance(1);
    expectOpen(false);
  });

  it('does not open when the pointer only passes over the button', () => {
    render(<EcosystemNavbarItem />);
    fireEvent.mouseEnter(host());
    advance(POPOVER_DELAY_MS / 2);
    fireEvent.mouseLeave(host());
    advance(POPOVER_DELAY_MS * 3);
    expectOpen(false);
  });

  it('stays open while the pointer crosses from the button into the panel', () => {
    render(<EcosystemNavbarItem />);
    fireEvent.mouseEnter(host());
    advance(POPOVER_DELAY_MS);
    fireEvent.mouseLeave(host());
    advance(POPOVER_DELAY_MS / 2);
    fireEvent.mouseEnter(host());
    advance(POPOVER_DELAY_MS * 3);
    expectOpen(true);
  });

  it('keeps the panel open when the mouse clicks the button', () => {
    render(<EcosystemNavbarItem />);
    fireEvent.mouseEnter(host());
    advance(POPOVER_DELAY_MS);
    fireEvent.click(button(), {detail: 1});
    expectOpen(true);
  });

  it('toggles on a tap: the emulated mouse events of a touch do not count as hover', () => {
    render(<EcosystemNavbarItem />);
    fireEvent.touchStart(button());
    fireEvent.mouseEnter(host());
    fireEvent.click(button(), {detail: 1});
    expectOpen(true);
    advance(POPOVER_DELAY_MS * 3);
    expectOpen(true);
    fireEvent.touchStart(button());
    fireEvent.click(button(), {detail: 1});
    expectOpen(false);
  });

  it('toggles from the keyboard (a click without a pointer)', () => {
    render(<EcosystemNavbarItem />);
    fireEvent.click(button(), {detail: 0});
    expectOpen(true);
    fireEvent.click(button(), {detail: 0});
    expectOpen(false);
  });

  it('closes on Escape and gives the focus back to the button', () => {
    render(<EcosystemNavbarItem />);
    fireEvent.click(button(), {detail: 0});
    const firstLink = within(panel()).getAllByRole('link')[0];
    firstLink.focus();
    fireEvent.keyDown(document, {key: 'Escape'});
    expectOpen(false);
    expect(button()).toHaveFocus();
  });

  it('closes on a click or a tap outside, not on one inside the panel', () => {
    render(
      <div>
        <EcosystemNavbarItem />
        <p>elsewhere</p>
      </div>,
    );
    fireEvent.click(button(), {detail: 0});
    fireEvent.pointerDown(within(panel()).getAllByRole('link')[2]);
    expectOpen(true);
    fireEvent.pointerDown(screen.getByText('elsewhere'), {pointerType: 'mouse'});
    expectOpen(false);
    fireEvent.click(button(), {detail: 0});
    fireEvent.pointerDown(screen.getByText('elsewhere'), {pointerType: 'touch'});
    expectOpen(false);
  });
});

describe('EcosystemNavbarItem, click trigger', () => {
  it('ignores hover and toggles on click', () => {
    render(<EcosystemNavbarItem trigger="click" />);
    fireEvent.mouseEnter(host());
    advance(POPOVER_DELAY_MS * 3);
    expectOpen(false);
    fireEvent.click(button(), {detail: 1});
    expectOpen(true);
    fireEvent.mouseLeave(host());
    advance(POPOVER_DELAY_MS * 3);
    expectOpen(true);
    fireEvent.click(button(), {detail: 1});
    expectOpen(false);
  });

  it('closes on Escape and outside clicks too', () => {
    render(<EcosystemNavbarItem trigger="click" />);
    fireEvent.click(button(), {detail: 1});
    fireEvent.keyDown(document, {key: 'Escape'});
    expectOpen(false);
    fireEvent.click(button(), {detail: 1});
    fireEvent.pointerDown(document.body);
    expectOpen(false);
  });
});

describe('EcosystemNavbarItem content', () => {
  const openPanel = () => {
    fireEvent.click(button(), {detail: 0});
    return panel();
  };

  it('lists the eight entries with logo, name and description, each opening in a new tab', () => {
    render(<EcosystemNavbarItem />);
    const content = openPanel();
    const entries = content.querySelectorAll('a[data-ecosystem-entry]');
    expect(entries).toHaveLength(8);
    expect(entries[0]).toHaveAttribute('href', 'https://rspack.rs');
    expect(entries[0]).toHaveTextContent('RspackBundler');
    expect(entries[0].querySelector('[data-ecosystem-logo]')).not.toBeNull();
    for (const link of within(content).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
  });

  it('has a header linking to the organisation on GitHub', () => {
    render(<EcosystemNavbarItem />);
    const header = within(openPanel()).getByRole('link', {name: 'Rstack'});
    expect(header).toHaveAttribute('href', 'https://github.com/web-infra-dev');
  });

  it('speaks Chinese on a path containing zh', () => {
    window.history.replaceState(null, '', '/zh/guide/start/');
    render(<EcosystemNavbarItem />);
    const content = openPanel();
    expect(content.querySelector('[data-ecosystem-entry="Rspack"]')).toHaveTextContent('高性能打包工具');
    expect(content.firstElementChild).toHaveAttribute('lang', 'zh-CN');
  });

  it('speaks the language the caller sets', () => {
    window.history.replaceState(null, '', '/zh/guide/start/');
    render(<EcosystemNavbarItem lang="en" />);
    expect(openPanel().querySelector('[data-ecosystem-entry="Rstest"]')).toHaveTextContent('Testing framework');
  });
});

describe('EcosystemNavbarItem in the mobile menu', () => {
  it('is a collapsed menu entry that expands into the list of entries', () => {
    render(
      <ul>
        <EcosystemNavbarItem mobile />
      </ul>,
    );
    const toggle = screen.getByRole('button', {name: 'Rstack ecosystem'});
    expect(toggle.closest('li')).toHaveClass('menu__list-item', 'menu__list-item--collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
    fireEvent.click(toggle);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
