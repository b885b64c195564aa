import { useEffect, useRef } from 'react';
import type { BookingForm } from '@booking/shared/api';
import {
  bookingFormAtom,
  bookingTypeAtom,
  hourlyRateFormAtom,
  priceDetailsAtom,
  selectedVehicleDataAtom,
  useAtomValue,
  useStore,
} from '@booking/shared/store';
import { priceSelection } from '../../lib/price-selection';

const EXTRAS: readonly (keyof BookingForm)[] = [
  'meet_and_greet',
  'baby_seats',
  'booster_seats',
  'special_luggage',
  'wheel_chair',
  'waiting_min',
  'luggages',
  'passengers',
  'return_meet_and_greet',
  'return_baby_seats',
  'return_booster_seats',
  'return_special_luggage',
  'return_wheel_chair',
  'return_waiting_min',
  'return_luggages',
  'return_passengers',
];
const extrasOf = (form: BookingForm | null) => (form ? EXTRAS.map((key) => String(form[key])).join('|') : '');

/**
 * On the personal details page, a change made in Edit Options prices the chosen vehicle again, so the
 * price shown is always the total for what is selected (product §10 "Dates, times, money"). A failure is
 * logged; the stored price stays as it was.
 */
export function useRepriceOnOptions(enabled: boolean, onPricing?: (pricing: boolean) => void): void {
  const jotaiStore = useStore();
  const form = useAtomValue(bookingFormAtom);
  const extras = extrasOf(form);
  const last = useRef(extras);

  useEffect(() => {
    if (!enabled || extras === last.current) return;
    last.current = extras;
    let cancelled = false;
    // Counters change one click at a time: price once the visitor pauses.
    const timer = setTimeout(async () => {
      onPricing?.(true);
      const outcome = await priceSelection({
        selected: jotaiStore.get(selectedVehicleDataAtom),
        bookingType: jotaiStore.get(bookingTypeAtom),
        bookingForm: jotaiStore.get(bookingFormAtom),
        hourlyRateForm: jotaiStore.get(hourlyRateFormAtom),
        priceDetails: jotaiStore.get(priceDetailsAtom) ?? [],
      });
      onPricing?.(false);
      if (cancelled) return;
      if (!outcome.ok) {
        console.error(`[mf_quote] ${outcome.message}`);
        return;
      }
      jotaiStore.set(selectedVehicleDataAtom, outcome.selected);
      jotaiStore.set(priceDetailsAtom, outcome.priceDetails);
    }, 400);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, extras, jotaiStore, onPricing]);
}
