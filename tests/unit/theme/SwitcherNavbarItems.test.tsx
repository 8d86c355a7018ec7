import React from 'react';
import {render, screen} from '@testing-library/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext, useAllDocsData, useVersions} from '@docusaurus/plugin-content-docs/client';
import LocaleDropdownNavbarItem from '@site/src/theme/NavbarItem/LocaleDropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '@site/src/plugins/docs-versions/theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DocsVersionLink from '@site/src/plugins/docs-versions/theme/DocsVersionLink';
import {usePluginData} from '@docusaurus/useGlobalData';
import {dropdownProps} from '../__stubs__/theme/NavbarItem/DropdownNavbarItem';
import {renderedProps} from '../__stubs__/ThemeOriginal';

function useLocales(locales: string[]): void {
  jest
    .mocked(useDocusaurusContext)
    .mockReturnValue({i18n: {locales, currentLocale: locales[0], defaultLocale: locales[0]}} as unknown as ReturnType<
      typeof useDocusaurusContext
    >);
}

function useDocsVersions(names: string[]): void {
  jest
    .mocked(useVersions)
    .mockReturnValue(names.map((name) => ({name, label: name})) as unknown as ReturnType<typeof useVersions>);
}

const DROPDOWN_PROPS = {items: [], dropdownItemsBefore: [], dropdownItemsAfter: [], position: 'right' as const};

beforeEach(() => {
  renderedProps.length = 0;
});

describe('language switcher (LocaleDropdownNavbarItem wrap)', () => {
  it('renders nothing on a site with one locale', () => {
    useLocales(['en']);
    const {container} = render(<LocaleDropdownNavbarItem {...DROPDOWN_PROPS} />);
    expect(container).toBeEmptyDOMElement();
    expect(renderedProps).toHaveLength(0);
  });

  it('renders the stock dropdown, with its props, on a site with two locales', () => {
    useLocales(['en', 'zh']);
    render(<LocaleDropdownNavbarItem {...DROPDOWN_PROPS} label="Languages" />);
    expect(screen.getByText('Languages')).toBeInTheDocument();
    expect(renderedProps).toEqual([{...DROPDOWN_PROPS, label: 'Languages'}]);
  });

  it('renders nothing in the phone drawer, which has its own row of languages', () => {
    useLocales(['en', 'zh']);
    const {container} = render(<LocaleDropdownNavbarItem {...DROPDOWN_PROPS} mobile />);
    expect(container).toBeEmptyDOMElement();
    expect(renderedProps).toHaveLength(0);
  });
});

describe('version switcher (docs-versions DocsVersionDropdownNavbarItem)', () => {
  // This build holds 0.5.
  const DATA = {
    built: '0.5',
    versions: [
      {name: 'current', label: '0.12', root: '/'},
      {name: '0.5', label: '0.5', root: '/0.5/'},
    ],
  };
  const PROPS = {items: [], dropdownItemsBefore: [], dropdownItemsAfter: [], position: 'right' as const, docsPluginId: 'default'};

  beforeEach(() => {
    dropdownProps.length = 0;
    jest.mocked(usePluginData).mockReturnValue(DATA);
  });

  it('renders nothing when the site has one docs version', () => {
    jest.mocked(usePluginData).mockReturnValue({built: 'current', versions: [{name: 'current', label: '0.12', root: '/'}]});
    const {container} = render(<DocsVersionDropdownNavbarItem {...PROPS} />);
    expect(container).toBeEmptyDOMElement();
    expect(dropdownProps).toHaveLength(0);
  });

  it("lists every version of the site: this build's as a route of the app, another build's as a plain link", () => {
    jest.mocked(useActiveDocContext).mockReturnValue({activeDoc: {path: '/0.5/config/test/pool'}} as never);
    window.history.replaceState(null, '', '/0.5/config/test/pool?x=1#a');
    render(<DocsVersionDropdownNavbarItem {...PROPS} dropdownItemsAfter={[{label: 'All', href: '/versions'}]} />);
    expect(screen.getByText('0.5')).toBeInTheDocument();
    const [props] = dropdownProps as [{items: Record<string, unknown>[]; label: string; to: string}];
    expect(props.label).toBe('0.5');
    expect(props.to).toBe('/0.5/config/test/pool?x=1#a');
    expect(props.items).toEqual([
      {type: 'custom-docsVersionLink', label: '0.12', href: '/config/test/pool?x=1#a', version: 'current'},
      {label: '0.5', to: '/0.5/config/test/pool?x=1#a', isActive: expect.any(Function), 'data-docs-version': '0.5'},
      {label: 'All', href: '/versions'},
    ]);
  });

  it('leads to the same page path in another version, which answers with its stand-in when it lacks the page', () => {
    jest.mocked(useActiveDocContext).mockReturnValue({activeDoc: {path: '/0.5/guide/start/'}} as never);
    window.history.replaceState(null, '', '/0.5/guide/start/');
    render(<DocsVersionDropdownNavbarItem {...PROPS} />);
    const [props] = dropdownProps as [{items: {href?: string; to?: string}[]; label: string; to?: string}];
    expect(props.items.map((item) => item.href ?? item.to)).toEqual(['/guide/start/', '/0.5/guide/start/']);
  });

  it("counts no page as one of the site's docs in an app without them (the e2e fixtures'), and asks its own docs instance", () => {
    const siteDocs = jest.mocked(useAllDocsData).getMockImplementation()!;
    jest.mocked(useAllDocsData).mockReturnValue({'e2e-docs': {path: '/e2e-fixtures/docs', versions: []}} as never);
    jest.mocked(useActiveDocContext).mockReturnValue({activeDoc: {path: '/e2e-fixtures/docs/layout'}} as never);
    jest.mocked(usePluginData).mockReturnValue({...DATA, built: 'current'});
    window.history.replaceState(null, '', '/e2e-fixtures/docs/layout');
    render(<DocsVersionDropdownNavbarItem {...PROPS} />);
    expect(jest.mocked(useActiveDocContext)).toHaveBeenLastCalledWith('e2e-docs');
    const [props] = dropdownProps as [{items: {href?: string; to?: string}[]}];
    expect(props.items.map((item) => item.href ?? item.to)).toEqual(['/', '/0.5/']);
    jest.mocked(useAllDocsData).mockImplementation(siteDocs);
  });

  it('renders nothing in the phone drawer, which has its own row of versions', () => {
    const {container} = render(<DocsVersionDropdownNavbarItem {...PROPS} mobile />);
    expect(container).toBeEmptyDOMElement();
    expect(dropdownProps).toHaveLength(0);
  });

  it('renders an entry of another version as a plain link in the dropdown and in the phone menu', () => {
    const {container, rerender} = render(<DocsVersionLink label="0.12" href="/config/" version="current" />);
    const link = screen.getByRole('link', {name: '0.12'});
    expect(link).toHaveAttribute('href', '/config/');
    expect(link).toHaveClass('dropdown__link');
    expect(link).not.toHaveAttribute('data-router-link');
    rerender(<DocsVersionLink label="0.12" href="/config/" mobile />);
    expect(container.querySelector('li.menu__list-item > a.menu__link')).toHaveAttribute('href', '/config/');
  });
});
