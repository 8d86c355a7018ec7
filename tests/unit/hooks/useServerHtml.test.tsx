import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoot, hydrateRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SERVER_CHILDREN, useHydratingServerHtml} from '@site/src/hooks/useServerHtml';

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

/** The server render: no DOM there. */
function serverRender(): string {
  (ExecutionEnvironment as {canUseDOM: boolean}).canUseDOM = false;
  try {
    return renderToString(<List />);
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
