// The shell's few layout measures; colours come from the shared theme.
export const MOBILE_BREAKPOINT_PX = 768;
export const mobile = `@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const desktop = `@media (min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

// Until the theme is consulted here: the brand's navy and a text colour with AA contrast on white.
export const colours = {
  brand: '#0b3d91',
  brandText: '#ffffff',
  text: '#1d2433',
  muted: '#4a5568',
  border: '#d5dbe5',
  surface: '#f5f7fb',
};
