// Wrap: adds the site's writer components to every MDX page, so docs use them without imports, and
// makes a table that scrolls sideways reachable with the keyboard (MarkdownTable).
import MDXComponents from '@theme-original/MDXComponents';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import OptionMeta from '@site/src/components/OptionMeta';
import MarkdownTable from '@site/src/components/MarkdownTable';

export default {
  ...MDXComponents,
  PackageManagerTabs,
  OptionMeta,
  table: MarkdownTable,
};
