import { isEnabled, lowestPriceEntry, SETTING_KEYS, type PricedEntry, type Settings } from '@booking/shared/domain';

/** MULTIPLE_PRICES and CHEAPEST_COMPANY_PRICE both enable (product §4). */
export function isCheapestCompanyOnly(settings: Settings | null | undefined): boolean {
  return isEnabled(settings, SETTING_KEYS.MULTIPLE_PRICES) && isEnabled(settings, SETTING_KEYS.CHEAPEST_COMPANY_PRICE);
}

/**
 * Keeps only the entries of the company that offers the lowest price. With `settings`, the filter
 * applies only when MULTIPLE_PRICES and CHEAPEST_COMPANY_PRICE are both enable (product §4); without,
 * it always applies. A list with no priced entry is returned as it is.
 */
export function keepCheapestCompany<T extends PricedEntry>(list: readonly T[], settings?: Settings | null): T[] {
  if (settings !== undefined && !isCheapestCompanyOnly(settings)) return [...list];
  const lowest = lowestPriceEntry(list);
  if (!lowest) return [...list];
  return list.filter((entry) => String(entry.company_id) === String(lowest.company_id));
}
