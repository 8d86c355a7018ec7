import ComponentTypes from '@site/src/theme/NavbarItem/ComponentTypes';
import OriginalComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '@site/src/components/SocialLinks';
import EcosystemNavbarItem from '@theme/EcosystemNavbarItem';

describe('NavbarItem/ComponentTypes', () => {
  it('keeps every stock navbar item type and adds custom-socialLinks and custom-ecosystem', () => {
    expect(ComponentTypes).toEqual({
      ...OriginalComponentTypes,
      'custom-socialLinks': SocialLinksNavbarItem,
      'custom-ecosystem': EcosystemNavbarItem,
    });
    expect(Object.keys(ComponentTypes)).toHaveLength(Object.keys(OriginalComponentTypes).length + 2);
  });
});
