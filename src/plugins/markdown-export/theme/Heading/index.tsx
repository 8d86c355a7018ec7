// Wrap: puts the Copy Markdown / open-in-AI bar (DocTitleBar, given by the DocItem/Layout wrap) right under the h1 of the site's doc pages.
import React, {type ReactNode} from 'react';
import Heading from '@theme-init/Heading';
import type {Props} from '@theme/Heading';
import {useDocTitleBar} from '../../docTitleBarContext';

export default function HeadingWrapper(props: Props): ReactNode {
  const DocTitleBar = useDocTitleBar();
  const heading = <Heading {...props} />;
  if (props.as !== 'h1' || !DocTitleBar) return heading;
  return (
    <>
      {heading}
      <DocTitleBar />
    </>
  );
}
