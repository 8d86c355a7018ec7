import ComponentTypes from '@site/src/theme/NavbarItem/ComponentTypes';
import OriginalComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '@site/src/components/SocialLinks';

describe('NavbarItem/ComponentTypes', () => {
  it('keeps every stock navbar item type and adds custom-socialLinks', () => {
    expect(ComponentTypes).toEqual({...OriginalComponentTypes, 'custom-socialLinks': SocialLinksNavbarItem});
    expect(Object.keys(ComponentTypes)).toHaveLength(Object.keys(OriginalComponentTypes).length + 1);
  });
});
