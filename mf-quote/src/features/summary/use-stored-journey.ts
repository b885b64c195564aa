import {
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  hourlyRateFormAtom,
  priceDetailsAtom,
  useAtomValue,
} from '@booking/shared/store';
import type { StoredJourney } from './model/journey-rows';

/** The priced journey as the shared store holds it (BookingType, the forms, the distance). */
export function useStoredJourney(): StoredJourney {
  const bookingType = useAtomValue(bookingTypeAtom);
  const bookingForm = useAtomValue(bookingFormAtom);
  const hourlyRateForm = useAtomValue(hourlyRateFormAtom);
  const priceDetails = useAtomValue(priceDetailsAtom);
  const calculated = useAtomValue(calculatedDistanceAtom);
  const first = priceDetails?.[0];
  const distance =
    first && first.via_miles > 0
      ? { miles: first.via_miles, seconds: first.time_duration }
      : calculated
        ? { miles: calculated.via_miles, seconds: calculated.time_duration ?? 0 }
        : null;
  return { bookingType, bookingForm, hourlyRateForm, distance };
}
