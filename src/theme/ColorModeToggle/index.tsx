// Wrap: animates the switch between light and dark for THEME_TRANSITION_MS (spec 4), by marking <html> while it runs.
import React, {type ComponentProps} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import {THEME_SWITCHING_ATTRIBUTE, THEME_TRANSITION_MS} from './transition';

type Props = ComponentProps<typeof ColorModeToggle>;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Marks <html> for the length of the transition; CSS animates colours only while the mark is there. */
export function markThemeSwitch(root: HTMLElement = document.documentElement): void {
  root.setAttribute(THEME_SWITCHING_ATTRIBUTE, '');
  clearTimeout(timer);
  timer = setTimeout(() => root.removeAttribute(THEME_SWITCHING_ATTRIBUTE), THEME_TRANSITION_MS);
}

export default function ColorModeToggleWrapper(props: Props): React.JSX.Element {
  return (
    <ColorModeToggle
      {...props}
      onChange={(colorMode: Parameters<Props['onChange']>[0]) => {
        markThemeSwitch();
        props.onChange(colorMode);
      }}
    />
  );
}
