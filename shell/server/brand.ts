// The operator's brand for /config.json: logo, two colours, hero picture, licence and trust points,
// from the environment or the operator texts file's `brand` (OPERATOR_TEXTS_FILE), else the demo's.
// A wrong value, or colours that fail WCAG AA contrast, stop the server with a message naming the
// setting. deploy/nginx/brand.jq applies the same rules in the nginx image (brand-nginx.test.ts).
import { EnvError, type Env } from './env-fields';
import { clean, isControl, MARKUP, readFile, SITE_PATH, WEB_ADDRESS } from './operator-texts';

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
type BrandValue = BrandConfig[BrandKey];

/** Each key of the `brand` object and the variable that sets it. */
export const BRAND_ENV: Record<BrandKey, string> = {
  logoUrl: 'BRAND_LOGO_URL',
  primaryColor: 'BRAND_PRIMARY_COLOR',
  accentColor: 'BRAND_ACCENT_COLOR',
  heroImageUrl: 'BRAND_HERO_IMAGE_URL',
  licence: 'OPERATOR_LICENCE',
  trustPoints: 'TRUST_POINTS',
};

/** The demo's brand: its own drawings (shell/public/brand/) and the theme's colours. */
export const DEFAULT_BRAND: BrandConfig = {
  logoUrl: '/brand/logo.svg',
  primaryColor: '#0a58ca',
  accentColor: '#f2b705',
  heroImageUrl: '/brand/hero.svg',
  licence: null,
  trustPoints: ['Booking and support 24/7', 'Secure card payment'],
};

export const LICENCE_MAX = 120;
export const TRUST_POINT_MAX = 80;
export const TRUST_POINTS_MAX = 6;

// The theme's fixed colours the brand colours are shown with (shared/src/ui/theme.ts).
export const WHITE = '#ffffff';
export const INK = '#1b2430';
export const PAGE = '#f4f6fa';

const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#AbC' -> '#aabbcc'; null when it is not a hex colour. */
export function toHex(text: string): string | null {
  if (!COLOUR.test(text)) return null;
  const digits = text.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

// WCAG 2's relative luminance and contrast ratio.
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
// Shown rounded down, so a refused pair never reads as reaching the ratio it missed.
const ratio = (value: number) => `${Math.floor(value * 10) / 10}:1`;

/**
 * The contrast rules (WCAG AA): the primary colour carries white text and is the links' colour on
 * the page; the accent carries its own text (white or ink, whichever is clearer); accent marks sit
 * on the primary colour (3:1, non-text contrast). Each problem names the setting(s) it comes from.
 */
export function contrastProblems(primary: string, accent: string, names: Record<BrandKey, string>): string[] {
  const problems: string[] = [];
  const onPrimary = contrast(primary, PAGE);
  if (onPrimary < 4.5) {
    problems.push(
      `${names.primaryColor}: ${primary} has ${ratio(onPrimary)} contrast with white text and the page's background ${PAGE}; WCAG AA asks 4.5:1. Give a darker colour.`,
    );
  }
  const onAccent = Math.max(contrast(accent, WHITE), contrast(accent, INK));
  if (onAccent < 4.5) {
    problems.push(
      `${names.accentColor}: ${accent} has at most ${ratio(onAccent)} contrast with white or dark text (${INK}); WCAG AA asks 4.5:1. Give a lighter or a darker colour.`,
    );
  }
  const pair = contrast(accent, primary);
  if (pair < 3) {
    problems.push(
      `${names.accentColor} and ${names.primaryColor}: ${accent} on ${primary} has ${ratio(pair)} contrast; the accent marks sit on the primary colour, and WCAG AA asks 3:1. Give colours further apart.`,
    );
  }
  return problems;
}

const textProblem = (value: string, name: string, max: number) => {
  const length = [...value].length;
  if (length > max) return `${name}: ${length} characters; at most ${max}.`;
  if ([...value].some((char) => char === '\n' || isControl(char.codePointAt(0) ?? 0))) return `${name}: give one line of plain text.`;
  if (MARKUP.test(value)) return `${name}: looks like HTML; give plain text, which is shown exactly as written.`;
  return null;
};

/** The file's `brand`, each value text (a list of texts for trustPoints) or null. */
type FileBrand = Partial<Record<BrandKey, string | string[] | null>>;

function fileBrand(env: Env): FileBrand {
  if (!env.OPERATOR_TEXTS_FILE) return {};
  const brand = readFile(env.OPERATOR_TEXTS_FILE).brand;
  if (brand === undefined || brand === null) return {};
  const keys = Object.keys(BRAND_ENV).join(', ');
  if (typeof brand !== 'object' || Array.isArray(brand))
    throw new Error(`OPERATOR_TEXTS_FILE brand: must be one JSON object with the keys ${keys}.`);
  const unknown = Object.keys(brand)
    .sort()
    .find((key) => !(key in BRAND_ENV));
  if (unknown !== undefined) throw new Error(`OPERATOR_TEXTS_FILE brand: unknown key "${unknown}"; the keys are ${keys}.`);
  for (const [key, value] of Object.entries(brand)) {
    const fine =
      value === null ||
      (key === 'trustPoints' ? Array.isArray(value) && value.every((item) => typeof item === 'string') : typeof value === 'string');
    if (!fine) throw new Error(`OPERATOR_TEXTS_FILE brand.${key}: must be ${key === 'trustPoints' ? 'a list of texts' : 'text'} or null.`);
  }
  return brand as FileBrand;
}

/** One setting's value: `[value, name]` from its variable, else the file, else `[null]`. */
function pick(env: Env, file: FileBrand, key: BrandKey): [string | string[], string] | [null] {
  const name = BRAND_ENV[key];
  if (key === 'trustPoints') {
    const own = (env[name] ?? '').split('|').map(clean).filter(Boolean);
    if (own.length) return [own, name];
    const filed = ((file.trustPoints ?? []) as string[]).map(clean).filter(Boolean);
    return filed.length ? [filed, 'OPERATOR_TEXTS_FILE brand.trustPoints'] : [null];
  }
  const own = clean(env[name] ?? '');
  if (own) return [own, name];
  const filed = clean((file[key] ?? '') as string);
  return filed ? [filed, `OPERATOR_TEXTS_FILE brand.${key}`] : [null];
}

function checked(key: BrandKey, value: string | string[], name: string): [BrandValue | null, string | null] {
  if (Array.isArray(value)) {
    if (value.length > TRUST_POINTS_MAX) return [null, `${name}: ${value.length} points; at most ${TRUST_POINTS_MAX}.`];
    return [value, value.map((point) => textProblem(point, name, TRUST_POINT_MAX)).find(Boolean) ?? null];
  }
  if (key === 'logoUrl' || key === 'heroImageUrl') {
    if (SITE_PATH.test(value) || WEB_ADDRESS.test(value)) return [value, null];
    return [
      null,
      `${name}: "${value}" is not a site path or a web address. Give a path starting with one / (e.g. /brand/logo.svg) or an http:// or https:// address.`,
    ];
  }
  if (key === 'primaryColor' || key === 'accentColor') {
    const hex = toHex(value);
    return hex ? [hex, null] : [null, `${name}: "${value}" is not a colour. Give a hex colour, e.g. #0a58ca.`];
  }
  return [value, textProblem(value, name, LICENCE_MAX)];
}

/**
 * The `brand` object of /config.json: each value from its variable when set, else from the operator
 * texts file's `brand`, else the demo's. Throws an Error with one line per problem.
 */
export function readBrand(env: Env = process.env): BrandConfig {
  const file = fileBrand(env);
  const brand: Record<string, BrandValue | null> = {};
  const names = {} as Record<BrandKey, string>;
  const problems: string[] = [];
  for (const key of Object.keys(BRAND_ENV) as BrandKey[]) {
    const [value, name] = pick(env, file, key);
    names[key] = name ?? BRAND_ENV[key];
    if (value === null) {
      brand[key] = DEFAULT_BRAND[key];
      continue;
    }
    const [good, problem] = checked(key, value, name);
    if (problem) problems.push(problem);
    brand[key] = good;
  }
  const read = brand as BrandConfig;
  if (!problems.length) problems.push(...contrastProblems(read.primaryColor, read.accentColor, names));
  if (problems.length) throw new EnvError(problems);
  return read;
}

/** The origins of the brand's pictures on other sites, for the CSP's img-src. */
export const brandImageOrigins = (brand: Pick<BrandConfig, 'logoUrl' | 'heroImageUrl'> | null | undefined) =>
  [brand?.logoUrl, brand?.heroImageUrl]
    .filter((url): url is string => Boolean(url) && !url?.startsWith('/'))
    .map((url) => new URL(url).origin.toLowerCase());
