// Colours are chosen for WCAG AA: text colours reach 4.5:1 on `surface` and `background`, and the
// white text on `brand`, `danger`, `warning` and `success` does too; `borderStrong` (field borders)
// reaches the 3:1 asked of controls. The brand's colours (brand*, accent*, focus) are the demo's here;
// brandTheme (brand-theme.ts) derives them from an operator's two colours.
const colors = {
  brand: '#0a58ca', // 6.4:1 with white
  brandHover: '#0a4aa8',
  brandSubtle: '#e7effb',
  onBrand: '#ffffff',
  accent: '#f2b705', // marks on `brand` (3:1) and behind `onAccent` text
  onAccent: '#1b2430',
  text: '#1b2430',
  muted: '#516074',
  background: '#f4f6fa',
  surface: '#ffffff',
  border: '#d5dbe4',
  borderStrong: '#6b7789',
  danger: '#b42318',
  dangerSubtle: '#fdecea',
  warning: '#b54708', // the product's orange Contact Us button, 5.4:1 with white
  warningHover: '#93370d',
  success: '#067647',
  successSubtle: '#e6f4ec',
  focus: '#0a58ca',
  backdrop: 'rgba(16, 24, 40, 0.6)',
};

export const theme = {
  // Plain strings, not the literals: a brand's theme has other values.
  colors: colors as Record<keyof typeof colors, string>,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    dialog: '0 20px 24px -4px rgba(16, 24, 40, 0.18), 0 8px 8px -4px rgba(16, 24, 40, 0.08)',
  },
  /** product §9: the mobile breakpoint is 768 px. */
  breakpoints: { mobile: 768 },
  media: {
    mobile: '@media (max-width: 768px)',
    desktop: '@media (min-width: 769px)',
  },
  zIndices: { overlay: 1000, dialog: 1100 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
