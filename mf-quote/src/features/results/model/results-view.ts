import type { BookingForm, PriceDetail } from '@booking/shared/api';
import { checkCapacity, isEnabled, lowestPriceEntry, SETTING_KEYS, vehicleSelectionKey, type Settings } from '@booking/shared/domain';

export interface ResultsView {
  /** The Lowest Price card's entry, only when MULTIPLE_OPERATORS is enable. */
  lowest: PriceDetail | null;
  entries: readonly PriceDetail[];
  /** Ratings show only when MULTIPLE_OPERATORS is enable. */
  showRatings: boolean;
}

/** One vehicle of the entry carries every leg of the distance journey (a capacity offer's entries do not). */
function carriesAlone(entry: PriceDetail, form: BookingForm): boolean {
  const legs = [{ passengers: form.passengers, luggages: form.luggages, hand_luggages: form.hand_luggages }];
  if (form.select_option === 'return') {
    legs.push({ passengers: form.return_passengers, luggages: form.return_luggages, hand_luggages: form.return_hand_luggages });
  }
  return legs.every((leg) => {
    const result = checkCapacity([entry], leg);
    return result.ok && result.fitting.length > 0;
  });
}

/**
 * What the results page shows for the stored price details and the settings (product §2). `distanceForm`
 * is the distance journey's form: the Lowest Price card books one vehicle (product §7), so it picks only
 * among the vehicles that carry the party alone (docs/decisions/0109-capacity-offers-vehicles.md).
 */
export function resultsView(
  priceDetails: readonly PriceDetail[] | null,
  settings: Settings,
  distanceForm: BookingForm | null = null,
): ResultsView {
  const entries = priceDetails ?? [];
  const multipleOperators = isEnabled(settings, SETTING_KEYS.MULTIPLE_OPERATORS);
  const single = distanceForm ? entries.filter((entry) => carriesAlone(entry, distanceForm)) : entries;
  return {
    lowest: multipleOperators ? lowestPriceEntry(single) : null,
    entries,
    showRatings: multipleOperators,
  };
}

/** A card's quantity as chosen (vehicleSelections), 1 when not chosen. */
export function quantityFor(selections: Readonly<Record<string, number>>, entry: PriceDetail): number {
  return selections[vehicleSelectionKey(entry)] ?? 1;
}
