import { isYes, SETTING_KEYS, type Settings } from './settings';

export interface PricedEntry {
  price: number | string;
  company_id: number | string;
}

const priceOf = (entry: PricedEntry) => Number(entry.price);

/**
 * The entry with the smallest numeric price (product §4 "Vehicle selection"). Entries without a price
 * above 0 are skipped: a 0 price means "Contact Us", not the cheapest offer. Null when none is priced.
 */
export function lowestPriceEntry<T extends PricedEntry>(list: readonly T[]): T | null {
  let lowest: T | null = null;
  for (const entry of list) {
    const price = priceOf(entry);
    if (!Number.isFinite(price) || price <= 0) continue;
    if (lowest === null || price < priceOf(lowest)) lowest = entry;
  }
  return lowest;
}

/** A currency code ('GBP') is written before the amount with a space; a sign ('£') without. */
const currencyPrefix = (currency: string) => (/^[A-Za-z]{3}$/.test(currency) ? `${currency.toUpperCase()} ` : currency);

/**
 * A number as en-GB writes it: grouped in thousands with commas, `digits` decimals after a point, rounded
 * half away from zero on its shortest decimal form ('2.675' -> '2.68'): what `Intl.NumberFormat('en-GB')`
 * writes, and a unit test holds the two together. Not through Intl: its first use in a page loads the
 * locale's data, one long task on every priced page (docs/decisions/performance.md).
 */
function groupedNumber(value: number, digits: number): string {
  const size = Math.abs(value);
  if (size >= 1e21) return new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  // String() is the shortest form that reads back as the same number; below 1e-6 it has an exponent, and rounds to 0.
  const [whole, fraction = ''] = size < 1e-6 ? ['0'] : String(size).split('.');
  const kept = whole + fraction.slice(0, digits).padEnd(digits, '0');
  const units = (fraction[digits] ?? '0') >= '5' ? (BigInt(kept) + 1n).toString() : kept;
  const padded = units.padStart(digits + 1, '0');
  const grouped = padded.slice(0, padded.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return digits > 0 ? `${sign}${grouped}.${padded.slice(padded.length - digits)}` : `${sign}${grouped}`;
}

/**
 * Money as shown everywhere (product §10 "Dates, times, money"): the CURRENCY setting (default '£'), two
 * decimals, or whole units when ROUND_OFF is yes. Not-a-number amounts show as 0. `exact`: always to the
 * penny, for a part of a total (an extra's price, a breakdown line), since ROUND_OFF rounds totals only.
 */
export function formatPrice(amount: number | string | null | undefined, settings?: Settings | null, exact = false): string {
  const value = Number(amount);
  const safe = Number.isFinite(value) ? value : 0;
  const roundOff = !exact && isYes(settings, SETTING_KEYS.ROUND_OFF);
  const digits = roundOff ? 0 : 2;
  const text = groupedNumber(roundOff ? Math.round(safe) : safe, digits);
  const currency = settings?.[SETTING_KEYS.CURRENCY]?.trim() || '£';
  const prefix = currencyPrefix(currency);
  return text.startsWith('-') ? `-${prefix}${text.slice(1)}` : `${prefix}${text}`;
}

/** The key of the vehicle-selection map: `${vehicle_id}-${company_id}`. */
export function vehicleSelectionKey(entry: { vehicle_id: number | string; company_id: number | string }): string {
  return `${entry.vehicle_id}-${entry.company_id}`;
}

/** Quantity per selection: 1 to 6 (product §9). */
export const VEHICLE_QUANTITY_OPTIONS: readonly number[] = [1, 2, 3, 4, 5, 6];
