import React from 'react';
import {render, screen} from '@testing-library/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DefaultNavbarItem from '@site/src/theme/NavbarItem/DefaultNavbarItem';
import {isActiveMatch, toDefaultLocalePath} from '@site/src/utils/activeMatch';
import {renderedProps} from '../__stubs__/ThemeOriginal';

type IsActive = (match: unknown, location: {pathname: string}) => boolean;

function lastProps(): Record<string, unknown> {
  return renderedProps[renderedProps.length - 1];
}

function useLocaleBaseUrl(baseUrl: string): void {
  jest.mocked(useDocusaurusContext).mockReturnValue({siteConfig: {baseUrl}} as unknown as ReturnType<typeof useDocusaurusContext>);
}

describe('toDefaultLocalePath', () => {
  it('drops the locale base URL, so paths read as in the default locale', () => {
    expect(toDefaultLocalePath('/guide/start/', '/')).toBe('/guide/start/');
    expect(toDefaultLocalePath('/zh/guide/start/', '/zh/')).toBe('/guide/start/');
    expect(toDefaultLocalePath('/zh/', '/zh/')).toBe('/');
    expect(toDefaultLocalePath('/zh', '/zh/')).toBe('/');
    expect(toDefaultLocalePath('/zhong/guide/', '/zh/')).toBe('/zhong/guide/');
  });
});

describe('isActiveMatch', () => {
  it('tests the regular expression against the default-locale pathname', () => {
    expect(isActiveMatch('^/guide/', '/guide/basic/cli', '/')).toBe(true);
    expect(isActiveMatch('^/guide/', '/zh/guide/basic/cli', '/zh/')).toBe(true);
    expect(isActiveMatch('^/guide/', '/config/', '/')).toBe(false);
    expect(isActiveMatch('^/guide/', '/zh/config/', '/zh/')).toBe(false);
    expect(isActiveMatch('^/(config|api)/', '/zh/api/rstest/', '/zh/')).toBe(true);
  });
});

describe('DefaultNavbarItem wrap', () => {
  beforeEach(() => {
    renderedProps.length = 0;
    useLocaleBaseUrl('/');
  });

  it('passes an item without tag or activeMatch through unchanged', () => {
    const isActive = () => true;
    render(<DefaultNavbarItem label="Config" to="/config/" isActive={isActive} />);
    expect(screen.getByText('Config')).toBeInTheDocument();
    expect(lastProps()).toEqual({label: 'Config', to: '/config/', isActive});
    expect(document.querySelector('[data-item-tag]')).toBeNull();
  });

  it('renders the tag as a badge after the label', () => {
    render(<DefaultNavbarItem label="Guide" to="/guide/start/" tag="new" />);
    const item = document.querySelector('[data-theme-original]')!;
    expect(item).toHaveTextContent('GuideNew');
    expect(item.lastElementChild).toHaveAttribute('data-item-tag', 'new');
    expect(lastProps()).not.toHaveProperty('tag');
  });

  it('makes activeMatch decide whether the item is active, for the default locale', () => {
    render(<DefaultNavbarItem label="Guide" to="/guide/start/" activeMatch="^/guide/" isActive={() => false} />);
    const isActive = lastProps().isActive as IsActive;
    expect(lastProps()).not.toHaveProperty('activeMatch');
    expect(isActive(null, {pathname: '/guide/basic/cli'})).toBe(true);
    expect(isActive(null, {pathname: '/guide/'})).toBe(true);
    expect(isActive(null, {pathname: '/config/'})).toBe(false);
  });

  it('matches activeMatch against the path without the /zh prefix on the Chinese site', () => {
    useLocaleBaseUrl('/zh/');
    render(<DefaultNavbarItem label="Guide" to="/guide/start/" activeMatch="^/guide/" />);
    const isActive = lastProps().isActive as IsActive;
    expect(isActive(null, {pathname: '/zh/guide/advanced/debugging'})).toBe(true);
    expect(isActive(null, {pathname: '/zh/api/'})).toBe(false);
  });
});
