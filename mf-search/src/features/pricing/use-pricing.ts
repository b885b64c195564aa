import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  hourlyRateFormAtom,
  priceDetailsAtom,
  selectedVehicleDataAtom,

  useSetAtom,
  useStore,
  vehicleSelectionsAtom,
} from '@booking/shared/store';
import { NETWORK_MESSAGE, type BookingForm, type BookingType, type HourlyRateForm } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { useSettings } from '../../hooks/use-settings';
import type { PricingOutcome } from './model/price-journey';
import { popupFor, type PricePopup } from './model/price-popup';

export const RESULTS_PAGE = '/quotationview';

/**
 * The price calls and their rules, fetched on the first submit (issue 11: not on `/`'s first path).
 * The loading overlay shows at once; a chunk that cannot load ends like a call that cannot.
 */
async function priceStoredJourney(
  bookingType: BookingType,
  stored: { form: BookingForm | null; hourly: HourlyRateForm | null },
  settings: Settings,
): Promise<PricingOutcome> {
  let journey: typeof import('./model/price-journey');
  try {
    journey = await import('./model/price-journey');
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
  return bookingType === 'milleage'
    ? journey.priceDistanceJourney(stored.form, settings)
    : journey.priceHourlyJourney(stored.hourly, settings);
}

/**
 * SPEC 4 "Price calculation": prices the STORED form of the given kind, stores the outcome and goes
 * to the results, or opens the popup. The caller stores the form first.
 */
export function usePricing() {
  const navigate = useNavigate();
  const jotaiStore = useStore();
  const settings = useSettings();
  const setPriceDetails = useSetAtom(priceDetailsAtom);
  const setBookingType = useSetAtom(bookingTypeAtom);
  const setCalculatedDistance = useSetAtom(calculatedDistanceAtom);
  const setSelectedVehicle = useSetAtom(selectedVehicleDataAtom);
  const setSelections = useSetAtom(vehicleSelectionsAtom);
  const [isPricing, setIsPricing] = useState(false);
  const [popup, setPopup] = useState<PricePopup | null>(null);

  const price = async (bookingType: BookingType) => {
    setIsPricing(true);
    setPopup(null);
    const outcome = await priceStoredJourney(
      bookingType,
      { form: jotaiStore.get(bookingFormAtom), hourly: jotaiStore.get(hourlyRateFormAtom) },
      settings,
    );
    setIsPricing(false);
    if (outcome.kind === 'priced') {
      // A new search makes any earlier vehicle choice meaningless.
      setSelectedVehicle(null);
      setSelections({});
      setPriceDetails(outcome.priceDetails);
      setBookingType(outcome.bookingType);
      setCalculatedDistance(outcome.calculatedDistance);
      navigate(RESULTS_PAGE);
      return;
    }
    setPopup(popupFor(outcome));
  };

  // Stable, so the popup's redirect timer is not restarted by a re-render.
  const closePopup = useCallback(() => setPopup(null), []);
  return { price, isPricing, popup, closePopup };
}

/** What a journey form does on submit (the home screen, mf_search/JourneyForm): store the form, then price it. */
export function useQuoteSubmit() {
  const pricing = usePricing();
  const setStoredQuote = useSetAtom(bookingFormAtom);
  const setStoredHourly = useSetAtom(hourlyRateFormAtom);
  const quote = (form: BookingForm) => {
    setStoredQuote(form);
    void pricing.price('milleage');
  };
  const quoteHourly = (form: HourlyRateForm) => {
    setStoredHourly(form);
    void pricing.price('hourly');
  };
  return { pricing, quote, quoteHourly };
}
