import ComponentTypes from '@site/src/theme/NavbarItem/ComponentTypes';
import OriginalComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '@site/src/components/SocialLinks';
import EcosystemNavbarItem from '@theme/EcosystemNavbarItem';
import DocsVersionLink from '@theme/DocsVersionLink';

describe('NavbarItem/ComponentTypes', () => {
  it('keeps every stock navbar item type and adds custom-socialLinks, custom-ecosystem and custom-docsVersionLink', () => {
    expect(ComponentTypes).toEqual({
      ...OriginalComponentTypes,
      'custom-socialLinks': SocialLinksNavbarItem,
      'custom-ecosystem': EcosystemNavbarItem,
      'custom-docsVersionLink': DocsVersionLink,
    });
    expect(Object.keys(ComponentTypes)).toHaveLength(Object.keys(OriginalComponentTypes).length + 3);
  });
});
