import React from 'react';
import {render, screen} from '@testing-library/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import LocaleDropdownNavbarItem from '@site/src/theme/NavbarItem/LocaleDropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '@site/src/theme/NavbarItem/DocsVersionDropdownNavbarItem';
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
});

describe('version switcher (DocsVersionDropdownNavbarItem wrap)', () => {
  it('renders nothing when the docs have one version', () => {
    useDocsVersions(['current']);
    const {container} = render(<DocsVersionDropdownNavbarItem {...DROPDOWN_PROPS} />);
    expect(container).toBeEmptyDOMElement();
    expect(renderedProps).toHaveLength(0);
  });

  it('renders the stock dropdown when the docs have two versions, reading the versions of its docs plugin', () => {
    useDocsVersions(['current', '0.4']);
    render(<DocsVersionDropdownNavbarItem {...DROPDOWN_PROPS} docsPluginId="default" label="Versions" />);
    expect(screen.getByText('Versions')).toBeInTheDocument();
    expect(useVersions).toHaveBeenLastCalledWith('default');
    expect(renderedProps).toEqual([{...DROPDOWN_PROPS, docsPluginId: 'default', label: 'Versions'}]);
  });
});
