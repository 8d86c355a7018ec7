import clientModule, {applyQueryLayoutSwitches} from '@site/src/plugins/layout-switches/clientModule';
import {LAYOUT_HIDE_ATTRIBUTE} from '@site/src/plugins/layout-switches/parseLayoutSwitches';

type RouteDidUpdate = (args: {location: {search: string}; previousLocation: unknown}) => void;
const onRouteDidUpdate = clientModule.onRouteDidUpdate as unknown as RouteDidUpdate;

const attribute = () => document.documentElement.getAttribute(LAYOUT_HIDE_ATTRIBUTE);

describe('layout-switches client module', () => {
  afterEach(() => document.documentElement.removeAttribute(LAYOUT_HIDE_ATTRIBUTE));

  it('marks <html> with the parts the new URL hides', () => {
    onRouteDidUpdate({location: {search: '?sidebar=0&footer=0'}, previousLocation: null});
    expect(attribute()).toBe('sidebar footer');
  });

  it('shows the parts again after navigating to a URL without the switches', () => {
    onRouteDidUpdate({location: {search: '?navbar=0'}, previousLocation: null});
    expect(attribute()).toBe('navbar');
    onRouteDidUpdate({location: {search: ''}, previousLocation: {search: '?navbar=0'}});
    expect(attribute()).toBeNull();
  });

  it('ignores unknown values', () => {
    onRouteDidUpdate({location: {search: '?navbar=1&footer=abc'}, previousLocation: null});
    expect(attribute()).toBeNull();
  });

  it('can work on another element', () => {
    const element = document.createElement('div');
    applyQueryLayoutSwitches('?outline=0', element);
    expect(element.getAttribute(LAYOUT_HIDE_ATTRIBUTE)).toBe('outline');
    expect(attribute()).toBeNull();
  });
});
