// Wrap: every click visibly switches the theme (the stock order system → light → dark needs two clicks to leave a light system theme), and the switch animates for THEME_TRANSITION_MS (spec 4).
import React, {type ComponentProps} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import {useColorMode} from '@docusaurus/theme-common';
import {THEME_SWITCHING_ATTRIBUTE, THEME_TRANSITION_MS} from '@site/src/utils/colorModeTransition';

type Props = ComponentProps<typeof ColorModeToggle>;
type ColorMode = 'light' | 'dark';

let timer: ReturnType<typeof setTimeout> | undefined;

/** Marks <html> for the length of the transition; CSS animates colours only while the mark is there. */
export function markThemeSwitch(root: HTMLElement = document.documentElement): void {
  root.setAttribute(THEME_SWITCHING_ATTRIBUTE, '');
  clearTimeout(timer);
  timer = setTimeout(() => root.removeAttribute(THEME_SWITCHING_ATTRIBUTE), THEME_TRANSITION_MS);
}

/**
 * The reader's next choice: the opposite of the theme on screen. Until the first click the choice
 * is the system's ("auto", `null`); after it the toggle switches between light and dark.
 */
export function nextColorModeChoice(choice: ColorMode | null, shown: ColorMode): ColorMode {
  return (choice ?? shown) === 'dark' ? 'light' : 'dark';
}

export default function ColorModeToggleWrapper(props: Props): React.JSX.Element {
  const {colorMode} = useColorMode();
  return (
    <ColorModeToggle
      {...props}
      onChange={() => {
        markThemeSwitch();
        props.onChange(nextColorModeChoice(props.value, colorMode));
      }}
    />
  );
}
