// Wrap: registers the site's custom navbar item types next to the stock ones (STYLE.md point 2).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '@site/src/components/SocialLinks';
import EcosystemNavbarItem from '@theme/EcosystemNavbarItem';
import DocsVersionLink from '@theme/DocsVersionLink';

export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinksNavbarItem,
  'custom-ecosystem': EcosystemNavbarItem,
  // An entry of the version switcher that leads to another docs version's build (src/plugins/docs-versions).
  'custom-docsVersionLink': DocsVersionLink,
};
