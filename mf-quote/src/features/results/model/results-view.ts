import type { PriceDetail } from '@booking/shared/api';
import { isEnabled, lowestPriceEntry, SETTING_KEYS, vehicleSelectionKey, type Settings } from '@booking/shared/domain';

export interface ResultsView {
  /** The Lowest Price card's entry, only when MULTIPLE_OPERATORS is enable. */
  lowest: PriceDetail | null;
  entries: readonly PriceDetail[];
  /** Ratings show only when MULTIPLE_OPERATORS is enable. */
  showRatings: boolean;
}

/** What the results page shows for the stored price details and the settings (product §2). */
export function resultsView(priceDetails: readonly PriceDetail[] | null, settings: Settings): ResultsView {
  const entries = priceDetails ?? [];
  const multipleOperators = isEnabled(settings, SETTING_KEYS.MULTIPLE_OPERATORS);
  return {
    lowest: multipleOperators ? lowestPriceEntry(entries) : null,
    entries,
    showRatings: multipleOperators,
  };
}

/** A card's quantity as chosen (vehicleSelections), 1 when not chosen. */
export function quantityFor(selections: Readonly<Record<string, number>>, entry: PriceDetail): number {
  return selections[vehicleSelectionKey(entry)] ?? 1;
}
