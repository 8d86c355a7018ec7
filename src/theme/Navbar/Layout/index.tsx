// Wrap: makes the navbar transparent at the top of the home page until the scroll passes LANDING_OPAQUE_AFTER_PX (spec 2, 9).
import React, {useState, type ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useScrollPosition} from '@docusaurus/theme-common/internal';
import Layout from '@theme-original/Navbar/Layout';
import {LANDING_OPAQUE_AFTER_PX, isTransparentNavbar} from '@site/src/utils/navbarTransparency';

type Props = ComponentProps<typeof Layout>;

export default function NavbarLayoutWrapper(props: Props): React.JSX.Element {
  const {pathname} = useLocation();
  const homePath = useBaseUrl('/');
  const onHome = pathname === homePath || `${pathname}/` === homePath;
  const [scrollY, setScrollY] = useState(0);
  useScrollPosition(({scrollY: y}) => {
    // Only the crossing of the threshold re-renders.
    setScrollY((previous) => ((previous > LANDING_OPAQUE_AFTER_PX) === (y > LANDING_OPAQUE_AFTER_PX) ? previous : y));
  }, []);
  const transparent = isTransparentNavbar(onHome, scrollY);
  return (
    <>
      {/* Set on <html> (also in the server-rendered page) so the first paint is already right. */}
      <Head>
        <html data-navbar-transparent={transparent ? 'true' : 'false'} />
      </Head>
      <Layout {...props} />
    </>
  );
}
