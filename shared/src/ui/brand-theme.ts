import { theme, type Theme } from './theme';

// The theme of an operator's brand: every brand colour derived from its two colours. The shell's
// server refused a pair that fails the contrast rules (shell/server/brand.ts), so what is derived
// here holds them: white on the primary, the primary on the page, the accent's text, accent on primary.

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
const rgb = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

/** `colour` moved `weight` (0-1) of the way to `towards`. */
const mix = (colour: string, towards: string, weight: number) => {
  const to = rgb(towards);
  return `#${rgb(colour)
    .map((channel, i) => hex(channel + (to[i] - channel) * weight))
    .join('')}`;
};

/** WCAG 2's relative luminance. */
const luminance = (colour: string) => {
  const [r, g, b] = rgb(colour).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2's contrast ratio of two #rrggbb colours. */
export const contrastRatio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const HEX = /^#[0-9a-f]{6}$/i;

/** The theme for a primary and an accent colour (#rrggbb); the demo's theme for anything else. */
export function brandTheme(primary: string, accent: string): Theme {
  if (!HEX.test(primary) || !HEX.test(accent)) return theme;
  const { colors } = theme;
  // The tint behind primary-coloured text is never darker than the page, where the primary reaches 4.5:1.
  let weight = 0.9;
  while (weight < 1 && luminance(mix(primary, '#ffffff', weight)) < luminance(colors.background)) weight += 0.01;
  return {
    ...theme,
    colors: {
      ...colors,
      brand: primary,
      brandHover: mix(primary, '#000000', 0.15),
      brandSubtle: mix(primary, '#ffffff', Math.min(weight, 1)),
      focus: primary,
      accent,
      onAccent: contrastRatio(accent, colors.onBrand) >= contrastRatio(accent, colors.text) ? colors.onBrand : colors.text,
    },
  };
}
