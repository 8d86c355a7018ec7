// Wrap: registers the site's custom navbar item types next to the stock ones (STYLE.md point 2).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '@site/src/components/SocialLinks';
import EcosystemNavbarItem from '@theme/EcosystemNavbarItem';

export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinksNavbarItem,
  'custom-ecosystem': EcosystemNavbarItem,
};
