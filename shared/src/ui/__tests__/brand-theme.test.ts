import { brandTheme, theme } from '..';
import { contrastRatio } from '../brand-theme';

// The theme of an operator's brand (product §10 "What the visitor sees"): every brand colour derived
// from the two the shell's server accepted (shell/server/brand.ts refuses a pair failing these
// rules). One table per WCAG AA rule, each row a pair the server accepts.
const ACCEPTED: Array<[string, string]> = [
  ['#0a58ca', '#f2b705'], // the demo's
  ['#7a1f3d', '#f4c06a'], // burgundy and sand
  ['#000000', '#ffd400'], // black and yellow
  ['#0b5d3b', '#ffffff'], // green and white
  ['#5b21b6', '#fbbf24'], // violet and amber
  ['#595959', '#ffffff'], // a mid grey that reaches 4.5:1 on the page, with white
];

describe.each(ACCEPTED)('brandTheme(%s, %s)', (primary, accent) => {
  const { colors } = brandTheme(primary, accent);

  it('keeps the two colours as the brand and the accent', () => {
    expect([colors.brand, colors.accent, colors.focus]).toEqual([primary, accent, primary]);
  });

  it('white text on the primary (navbar, buttons) reaches 4.5:1', () => {
    expect(contrastRatio(colors.onBrand, colors.brand)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.onBrand, colors.brandHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('the primary as text (links) on the page, the cards and its own tint reaches 4.5:1', () => {
    for (const ground of [colors.background, colors.surface, colors.brandSubtle]) {
      expect(contrastRatio(colors.brand, ground)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the accent's text reaches 4.5:1", () => {
    expect(contrastRatio(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('accent marks on the primary reach 3:1', () => {
    expect(contrastRatio(colors.accent, colors.brand)).toBeGreaterThanOrEqual(3);
  });

  it("the page's text on the tint reaches 4.5:1", () => {
    expect(contrastRatio(colors.text, colors.brandSubtle)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('brandTheme with anything but two #rrggbb colours', () => {
  it.each([
    ['blue', '#f2b705'],
    ['#0a58ca', '#fc0'],
  ])("is the demo's theme (%s, %s)", (primary, accent) => {
    expect(brandTheme(primary, accent)).toBe(theme);
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#0a58ca', '#ffffff', 6.4],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});
