import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import PageShell, {type PageTypeProps} from './PageShell';

/** `pageType: custom`: the navbar and footer around content that lays itself out (no outline, no container). */
export default function CustomPage(props: PageTypeProps): ReactNode {
  const {content: Content} = props;
  return (
    <PageShell {...props} pageType="custom">
      <Layout>
        <main>
          <MDXContent>
            <Content />
          </MDXContent>
        </main>
      </Layout>
    </PageShell>
  );
}
