import React, {useRef} from 'react';
import {act, render, screen} from '@testing-library/react';
import {NEAR_VIEWPORT_MARGIN, useNearViewport} from '@site/src/hooks/useNearViewport';

type Callback = (entries: {target: Element; isIntersecting: boolean}[]) => void;

/** A fake IntersectionObserver: the test says which elements intersect. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: Callback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback([{target: element, isIntersecting}]);
  }
}


describe('useNearViewport', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
  });

  it('turns true when the element comes near the viewport, stays true, and stops observing it', () => {
    function Block({name}: {name: string}) {
      const ref = useRef<HTMLDivElement>(null);
      const near = useNearViewport(ref);
      return (
        <div ref={ref} data-testid={name}>
          {near ? 'near' : 'far'}
        </div>
      );
    }
    render(
      <>
        <Block name="a" />
        <Block name="b" />
      </>,
    );
    // One observer for every element, with the margin.
    expect(FakeObserver.instances).toHaveLength(1);
    const observer = FakeObserver.instances[0];
    expect(observer.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer.observed.size).toBe(2);
    expect(screen.getByTestId('a').textContent).toBe('far');

    act(() => observer.report(screen.getByTestId('a'), false));
    expect(screen.getByTestId('a').textContent).toBe('far');
    act(() => observer.report(screen.getByTestId('a'), true));
    expect(screen.getByTestId('a').textContent).toBe('near');
    expect(screen.getByTestId('b').textContent).toBe('far');
    expect([...observer.observed]).toEqual([screen.getByTestId('b')]);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
    function Block() {
      const ref = useRef<HTMLDivElement>(null);
      return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>;
    }
    render(<Block />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
