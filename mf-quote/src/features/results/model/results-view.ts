import type { BookingForm, PriceDetail } from '@booking/shared/api';
import { checkCapacity, isEnabled, lowestPriceEntry, SETTING_KEYS, vehicleSelectionKey, type Settings } from '@booking/shared/domain';
import { classOptions, entriesOfClass, type ClassChoice, type ClassOption } from './vehicle-class';

export interface ResultsView {
  /** The Lowest Price card's entry, only when MULTIPLE_OPERATORS is enable: the cheapest of the class shown. */
  lowest: PriceDetail | null;
  /** The list under it: the class shown, without the Lowest Price card's entry (it is not repeated). */
  entries: readonly PriceDetail[];
  /** How many offers the class shown has, the Lowest Price card's included. */
  count: number;
  /** Ratings show only when MULTIPLE_OPERATORS is enable. */
  showRatings: boolean;
  /** The vehicle class filter's choices ('All' and each class present); empty with fewer than two classes. */
  classes: readonly ClassOption[];
  /** The class shown: the one chosen while the offers have it, else 'all'. */
  vehicleClass: ClassChoice;
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
 * What the results page shows for the stored price details, the settings and the chosen class (product §2).
 * `distanceForm` is the distance journey's form: the Lowest Price card books one vehicle (product §7), so
 * it picks only among the vehicles that carry the party alone (docs/decisions/search.md).
 */
export function resultsView(
  priceDetails: readonly PriceDetail[] | null,
  settings: Settings,
  choice: ClassChoice = 'all',
  distanceForm: BookingForm | null = null,
): ResultsView {
  const all = priceDetails ?? [];
  const classes = classOptions(all);
  const vehicleClass = classes.some((option) => option.value === choice) ? choice : 'all';
  const shown = entriesOfClass(all, vehicleClass);
  const multipleOperators = isEnabled(settings, SETTING_KEYS.MULTIPLE_OPERATORS);
  const single = distanceForm ? shown.filter((entry) => carriesAlone(entry, distanceForm)) : shown;
  const lowest = multipleOperators ? lowestPriceEntry(single) : null;
  return {
    lowest,
    entries: lowest ? shown.filter((entry) => entry !== lowest) : shown,
    count: shown.length,
    showRatings: multipleOperators,
    classes,
    vehicleClass,
  };
}

/** A card's quantity as chosen (vehicleSelections), 1 when not chosen. */
export function quantityFor(selections: Readonly<Record<string, number>>, entry: PriceDetail): number {
  return selections[vehicleSelectionKey(entry)] ?? 1;
}
