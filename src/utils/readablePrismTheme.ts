import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting that every reader can read: the stock Prism themes colour some tokens below the
 * WCAG AA contrast of 4.5:1 against their own background (github's teal `#36acaa` is 2.6:1, dracula's
 * comments 3:1). This shifts each such colour towards black on a light background or towards white
 * on a dark one, in small steps, until it reaches the ratio; every other colour stays as designed.
 */

/** WCAG 2 AA contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** How far each step moves a colour towards black or white (a fraction of the distance). */
const STEP = 0.02;

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` as numbers 0-255, or null for anything else. */
export function parseColor(color: string): Rgb | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(value);
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour itself when it is readable on the background, else the nearest readable shade. */
export function readableOn(color: string, background: string, minimum = MIN_TEXT_CONTRAST): string {
  const foreground = parseColor(color);
  const back = parseColor(background);
  if (!foreground || !back || contrastRatio(foreground, back) >= minimum) return color;
  const target = luminance(back) > 0.5 ? 0 : 255;
  let shade: Rgb = foreground;
  for (let amount = STEP; amount <= 1; amount += STEP) {
    shade = foreground.map((channel) => channel + (target - channel) * amount) as Rgb;
    if (contrastRatio(shade, back) >= minimum) break;
  }
  return toHex(shade);
}

/** The theme with every token colour (and the plain text) readable on the theme's background. */
export function readablePrismTheme(theme: PrismTheme, minimum = MIN_TEXT_CONTRAST): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) return theme;
  const fix = (color: string | undefined) => (color === undefined ? color : readableOn(color, background, minimum));
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((token) => ({...token, style: {...token.style, color: fix(token.style.color)}})),
  };
}
