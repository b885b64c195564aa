import { isYes, safeRedirectPath, SETTING_KEYS, type Settings } from '@booking/shared/domain';

/** The operator's settings a portal passes to the area (published in `@booking/mf-corporate/types`). */
export interface CorporateAreaSettings {
  /** The ISO 4217 code of the operator's currency, e.g. 'EUR' (shown €12.50). Default 'GBP' (£12.50). */
  currency?: string;
  /** true: booking amounts in whole units, as the operator charges them. Default false (to the penny). */
  roundOff?: boolean;
  /** The operator's name: the sidebar's link to `homePath`. Default 'Home'. */
  companyName?: string;
}

/** The settings as the area shows them: the currency as its sign ('€') or, with none, its code ('CHF'). */
export interface AreaSettings {
  currency: string;
  roundOff: boolean;
  companyName: string;
}

export const DEFAULT_SETTINGS: AreaSettings = Object.freeze({ currency: '£', roundOff: false, companyName: 'Home' });

const SETTING_NAMES = ['currency', 'roundOff', 'companyName'] as const;

/** A value as an error message quotes it. */
const shown = (value: unknown) =>
  typeof value === 'string' ? `'${value}'` : value === null || typeof value !== 'object' ? String(value) : typeof value;

const complaint = (option: string, rule: string, value: unknown, fallback: string) =>
  `mf_corporate: ${option} must be ${rule}, not ${shown(value)}; using ${fallback}.`;

let knownCurrencies: ReadonlySet<string> | null = null;
/** The ISO 4217 codes this browser can format; any three letters where it cannot list them. */
function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (typeof Intl.supportedValuesOf !== 'function') return true;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/** 'EUR' -> '€', 'GBP' -> '£'; a currency with no sign of its own stays its code ('CHF'). */
function currencySign(code: string): string {
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
  return format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? code;
}

export interface Checked<T> {
  value: T;
  /** One line per option that was wrong and replaced by its default, for the console. */
  problems: string[];
}

/** The `settings` option checked: each wrong or unknown entry is named and replaced by its default. */
export function checkSettings(settings: unknown): Checked<AreaSettings> {
  if (settings === undefined) return { value: DEFAULT_SETTINGS, problems: [] };
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings))
    return {
      value: DEFAULT_SETTINGS,
      problems: [complaint('settings', 'an object { currency, roundOff, companyName }', settings, 'the defaults')],
    };

  const { currency, roundOff, companyName, ...unknown } = settings as Record<string, unknown>;
  const value = { ...DEFAULT_SETTINGS };
  const problems = Object.keys(unknown).map(
    (name) => `mf_corporate: settings has no option '${name}' (the options are ${SETTING_NAMES.join(', ')}); it is ignored.`,
  );
  if (currency !== undefined) {
    const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
    if (isCurrencyCode(code)) value.currency = currencySign(code);
    else problems.push(complaint('settings.currency', "an ISO 4217 currency code such as 'EUR'", currency, "'GBP' (£)"));
  }
  if (roundOff !== undefined) {
    if (typeof roundOff === 'boolean') value.roundOff = roundOff;
    else problems.push(complaint('settings.roundOff', 'true or false', roundOff, 'false'));
  }
  if (companyName !== undefined) {
    if (typeof companyName === 'string' && companyName.trim()) value.companyName = companyName.trim();
    else problems.push(complaint('settings.companyName', 'a non-empty text', companyName, "'Home'"));
  }
  return { value, problems };
}

/**
 * A path option (`bookNowPath`, `homePath`) checked: a path on the same site, starting with '/'
 * ('/book', '/book?from=corporate'); anything else is named and replaced by `fallback`.
 */
export function checkPath(option: string, path: unknown, fallback: string): Checked<string> {
  if (path === undefined) return { value: fallback, problems: [] };
  const safe = typeof path === 'string' ? safeRedirectPath(path) : null;
  if (safe) return { value: safe, problems: [] };
  return {
    value: fallback,
    problems: [complaint(option, "a path on this site starting with '/', such as '/book'", path, `'${fallback}'`)],
  };
}

/** Our own shell's settings, read from the stored `appSettings` (the settings call's values). */
export function storedAreaSettings(stored: Settings | null | undefined): AreaSettings {
  return {
    currency: stored?.[SETTING_KEYS.CURRENCY]?.trim() || DEFAULT_SETTINGS.currency,
    roundOff: isYes(stored, SETTING_KEYS.ROUND_OFF),
    companyName: stored?.[SETTING_KEYS.Company_Name]?.trim() || DEFAULT_SETTINGS.companyName,
  };
}

/** The settings as `formatPrice` (`@booking/shared/domain`) reads them. */
export const moneySettings = ({ currency, roundOff }: AreaSettings): Settings => ({
  [SETTING_KEYS.CURRENCY]: currency,
  [SETTING_KEYS.ROUND_OFF]: roundOff ? 'yes' : 'no',
});
