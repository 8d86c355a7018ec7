import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoot, hydrateRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SERVER_CHILDREN, useHydratingNarrow, useHydratingServerHtml} from '@site/src/hooks/useServerHtml';

const rendered: string[] = [];

function Item({text}: {text: string}) {
  rendered.push(text);
  return <li>{text}</li>;
}

/** A list that keeps its server HTML when it hydrates, and renders its items otherwise. */
function List() {
  if (useHydratingServerHtml()) return <ul className="list" {...SERVER_CHILDREN} />;
  return (
    <ul className="list">
      <Item text="one" />
      <Item text="two" />
    </ul>
  );
}

/** A list a window at most 960 px wide drops: it keeps its server HTML when it hydrates there. */
function NarrowList() {
  if (useHydratingNarrow(960)) return <ul className="list" {...SERVER_CHILDREN} />;
  return (
    <ul className="list">
      <Item text="one" />
      <Item text="two" />
    </ul>
  );
}

/** The server render: no DOM there. */
function serverRender(element: React.ReactElement = <List />): string {
  (ExecutionEnvironment as {canUseDOM: boolean}).canUseDOM = false;
  try {
    return renderToString(element);
  } finally {
    (ExecutionEnvironment as {canUseDOM: boolean}).canUseDOM = true;
  }
}

describe('useHydratingServerHtml', () => {
  beforeEach(() => rendered.splice(0));

  it('renders in full on the server', () => {
    expect(serverRender()).toBe('<ul class="list"><li>one</li><li>two</li></ul>');
  });

  it('keeps the server HTML through hydration and afterwards, without rendering the items', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverRender();
    const first = container.querySelector('li');
    rendered.splice(0);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <List />, {onRecoverableError: (error) => errors.push(error)});
    });
    expect(errors).toEqual([]);
    expect(rendered).toEqual([]);
    expect(container.innerHTML).toBe('<ul class="list"><li>one</li><li>two</li></ul>');
    expect(container.querySelector('li')).toBe(first);
  });

  it('renders in full when it mounts in the browser', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<List />);
    });
    expect(rendered).toEqual(['one', 'two']);
    expect(container.innerHTML).toBe('<ul class="list"><li>one</li><li>two</li></ul>');
  });
});

describe('useHydratingNarrow', () => {
  const originalMatchMedia = window.matchMedia;
  const queries: string[] = [];
  /** A window `width` px wide, as matchMedia answers `(max-width: N px)`. */
  function windowOf(width: number) {
    window.matchMedia = ((query: string) => {
      queries.push(query);
      return {matches: width <= Number(/max-width: (\d+)px/.exec(query)![1])} as MediaQueryList;
    }) as typeof window.matchMedia;
  }
  beforeEach(() => {
    rendered.splice(0);
    queries.splice(0);
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  async function hydrate(): Promise<HTMLElement> {
    const container = document.createElement('div');
    container.innerHTML = serverRender(<NarrowList />);
    rendered.splice(0);
    await act(async () => {
      hydrateRoot(container, <NarrowList />);
    });
    return container;
  }

  it('keeps the server HTML when it hydrates in a window no wider than the bound', async () => {
    windowOf(960);
    const container = await hydrate();
    expect(rendered).toEqual([]);
    expect(queries).toEqual(['(max-width: 960px)']);
    expect(container.innerHTML).toBe('<ul class="list"><li>one</li><li>two</li></ul>');
  });

  it('hydrates in full in a wider window', async () => {
    windowOf(961);
    await hydrate();
    // (Rendered again once hydrated: the store's snapshot is the browser's then.)
    expect(new Set(rendered)).toEqual(new Set(['one', 'two']));
  });

  it('renders in full when it mounts in the browser, without asking the window', async () => {
    windowOf(390);
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<NarrowList />);
    });
    expect(rendered).toEqual(['one', 'two']);
    expect(queries).toEqual([]);
  });
});
