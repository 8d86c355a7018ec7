// Wrap: no mobile outline toggle when no heading is in the outline's range (h2 to h4), like the desktop outline.
import React, {type ReactNode} from 'react';
import OriginalTOCCollapsible from '@theme-original/TOCCollapsible';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/TOCCollapsible';
import {hasOutline, outlineLevels} from '@site/src/utils/outline';

export default function TOCCollapsible(props: Props): ReactNode {
  const {tableOfContents} = useThemeConfig();
  if (!hasOutline(props.toc, outlineLevels(props, tableOfContents))) {
    return null;
  }
  return <OriginalTOCCollapsible {...props} />;
}
