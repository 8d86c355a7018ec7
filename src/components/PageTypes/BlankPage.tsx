import React, {type ReactNode} from 'react';
import LayoutProvider from '@theme/Layout/Provider';
import MDXContent from '@theme/MDXContent';
import PageShell, {type PageTypeProps} from './PageShell';

/**
 * `pageType: blank`: the page's content alone, without navbar and footer. The layout's
 * providers (colour mode, scroll) stay, so theme components still work inside the content.
 */
export default function BlankPage(props: PageTypeProps): ReactNode {
  const {content: Content} = props;
  return (
    <LayoutProvider>
      <PageShell {...props} pageType="blank">
        <main>
          <MDXContent>
            <Content />
          </MDXContent>
        </main>
      </PageShell>
    </LayoutProvider>
  );
}
