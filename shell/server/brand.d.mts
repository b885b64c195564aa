// Types of shell/server/brand.mjs for the TypeScript that imports it (tests).
export type BrandKey = 'logoUrl' | 'primaryColor' | 'accentColor' | 'heroImageUrl' | 'licence' | 'trustPoints';
/** The `brand` object of /config.json (shared/src/store/operator-atoms.ts's Brand). */
export type BrandConfig = {
  logoUrl: string;
  primaryColor: string;
  accentColor: string;
  heroImageUrl: string;
  licence: string | null;
  trustPoints: string[];
};
export const BRAND_ENV: Record<BrandKey, string>;
export const DEFAULT_BRAND: BrandConfig;
export function readBrand(env?: Record<string, string | undefined>): BrandConfig;
export function contrast(a: string, b: string): number;
export function toHex(text: string): string | null;
