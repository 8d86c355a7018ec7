// Wrap (of theme-classic's, @theme-init): a block's copy and wrap buttons are rendered once the block comes near the viewport. They
// are browser-only (theme-classic's BrowserOnly), so after hydration every block of a page rendered
// its button group at once: on the longest API page, 150 groups and about 1,500 nodes in the render
// that follows hydration. The buttons are hidden until the block is hovered or focused, and a
// block reached by keyboard is scrolled into view first, so readers see no difference.
// On touch screens (no hover) the buttons are always shown (styles.module.css): issue 34 B6.
// Upstream: none; a wrap of the public component.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const near = useNearViewport(wordWrap.codeBlockRef);
  return near ? <Buttons {...props} className={clsx(props.className, styles.touchVisible)} /> : null;
}
