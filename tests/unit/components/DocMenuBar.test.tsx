import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import DocMenuBar from '@site/src/components/DocMenuBar';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

const toc = [
  {value: 'Commands', id: 'commands', level: 2},
  {value: 'rstest watch', id: 'rstest-watch', level: 3},
];
const deepOnly = [{value: 'Deep', id: 'deep', level: 5}];
const items = [
  {type: 'link', label: 'Introduction', href: '/guide/start/'},
  {type: 'link', label: 'Quick start', href: '/guide/start/quick-start'},
] as unknown as PropSidebarItem[];

describe('DocMenuBar (sidebar and outline toggles in one row)', () => {
  it('holds the Menu toggle and the outline toggle in one bar', () => {
    const {container} = render(<DocMenuBar sidebarItems={items} toc={toc} />);
    const bar = container.querySelector('.doc-menu-bar')!;
    expect(within(bar as HTMLElement).getByRole('button', {name: 'Menu'})).toBeInTheDocument();
    expect(within(bar as HTMLElement).getByRole('button', {name: 'On this page'})).toBeInTheDocument();
    expect(bar.querySelector('.theme-doc-toc-mobile')).not.toBeNull();
  });

  it('has no outline toggle when no heading is within h2 to h4, and no bar without sidebar or outline', () => {
    render(<DocMenuBar sidebarItems={items} toc={deepOnly} />);
    expect(screen.queryByRole('button', {name: 'On this page'})).toBeNull();
    const {container} = render(<DocMenuBar toc={deepOnly} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("follows the page's own heading range", () => {
    render(<DocMenuBar toc={deepOnly} maxHeadingLevel={5} />);
    expect(screen.getByRole('button', {name: 'On this page'})).toBeInTheDocument();
  });

  it('opens the sidebar drawer outside the bar, on <body>, with a backdrop that closes it', () => {
    const {container} = render(<DocMenuBar sidebarItems={items} toc={toc} />);
    fireEvent.click(screen.getByRole('button', {name: 'Menu'}));
    const drawer = screen.getByRole('dialog', {name: 'Docs menu'});
    expect(container.contains(drawer)).toBe(false);
    expect(drawer.parentElement).toBe(document.body);
    expect(within(drawer).getByRole('link', {name: 'Quick start'})).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(document.body.querySelector('[role="presentation"]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('drops the outline down from its toggle; a link, Escape or a click elsewhere closes it', () => {
    render(<DocMenuBar sidebarItems={items} toc={toc} />);
    const toggle = screen.getByRole('button', {name: 'On this page'});
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Closed, the panel is empty (the desktop outline carries the links in the server HTML).
    expect(panel).not.toBeVisible();
    expect(within(panel).queryAllByRole('link', {hidden: true})).toEqual([]);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', {name: 'rstest watch'})).toHaveAttribute('href', '#rstest-watch');
    fireEvent.click(within(panel).getByRole('link', {name: 'Commands'}));
    expect(panel).not.toBeVisible();

    // Once made, the links stay while the panel is closed.
    expect(within(panel).getAllByRole('link', {hidden: true}).length).toBeGreaterThan(0);
    fireEvent.click(toggle);
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(panel).not.toBeVisible();
  });
});
