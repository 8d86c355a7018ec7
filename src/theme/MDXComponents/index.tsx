// Wrap: adds the site's writer components to every MDX page, so docs use them without imports.
import MDXComponents from '@theme-original/MDXComponents';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import OptionMeta from '@site/src/components/OptionMeta';

export default {
  ...MDXComponents,
  PackageManagerTabs,
  OptionMeta,
};
