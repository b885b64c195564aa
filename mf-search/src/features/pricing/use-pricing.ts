import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  clearPricesAtom,
  hourlyRateFormAtom,
  priceDetailsAtom,
  startJourneyAtom,
  useSetAtom,
  useStore,
  vehicleSelectionsAtom,
} from '@booking/shared/store';
import { NETWORK_MESSAGE, type BookingForm, type BookingType, type HourlyRateForm } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { useSettings } from '../../hooks/use-settings';
import type { PricingOutcome } from './model/price-journey';
import { popupFor, type PricePopup } from './model/price-popup';
import { carriedPopupAtom } from './carried-popup';
import { pathTo } from '@booking/shared/domain';

const RESULTS_PAGE = pathTo('quotation');
const HOME_PAGE = '/';

export interface PricingOptions {
  /**
   * Where the form sits on the results page (Edit Quote): a refused search leaves that page with no
   * prices, so the visitor goes to the home page and reads the popup there.
   */
  leavesWhenRefused?: boolean;
}

/**
 * The price calls and their rules, fetched on the first submit, not on `/`'s first path.
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
 * product §4 "Price calculation": prices the STORED form of the given kind, stores the outcome and goes
 * to the results, or opens the popup. The caller stores the form first. This is where a new journey
 * starts, for every form that prices one (the home screen, Change Search, Edit Quote).
 */
export function usePricing({ leavesWhenRefused = false }: PricingOptions = {}) {
  const navigate = useNavigate();
  const jotaiStore = useStore();
  const settings = useSettings();
  const setPriceDetails = useSetAtom(priceDetailsAtom);
  const setBookingType = useSetAtom(bookingTypeAtom);
  const setCalculatedDistance = useSetAtom(calculatedDistanceAtom);
  const [isPricing, setIsPricing] = useState(false);
  // The home page shows what an Edit Quote refusal carried to it.
  const [popup, setPopup] = useState<PricePopup | null>(() => (leavesWhenRefused ? null : jotaiStore.get(carriedPopupAtom)));
  useEffect(() => {
    if (!leavesWhenRefused) jotaiStore.set(carriedPopupAtom, null);
  }, [jotaiStore, leavesWhenRefused]);

  const price = async (bookingType: BookingType) => {
    setIsPricing(true);
    setPopup(null);
    jotaiStore.set(startJourneyAtom);
    const outcome = await priceStoredJourney(
      bookingType,
      { form: jotaiStore.get(bookingFormAtom), hourly: jotaiStore.get(hourlyRateFormAtom) },
      settings,
    );
    setIsPricing(false);
    // Whatever the answer, the earlier prices and vehicle choice were for another journey: a refused
    // search leaves nothing bookable behind (product §10 "Money, trust and privacy": no prices are kept).
    jotaiStore.set(clearPricesAtom);
    if (outcome.kind === 'priced') {
      setPriceDetails(outcome.priceDetails);
      setBookingType(outcome.bookingType);
      setCalculatedDistance(outcome.calculatedDistance);
      navigate(RESULTS_PAGE);
      return;
    }
    // The stored journey is the one refused: Quote Now and the home tab follow it.
    setBookingType(bookingType);
    const refused = popupFor(outcome);
    if (!leavesWhenRefused) {
      setPopup(refused);
      return;
    }
    jotaiStore.set(carriedPopupAtom, refused);
    navigate(HOME_PAGE);
  };

  const closePopup = useCallback(() => setPopup(null), []);
  // The popup's button: a capacity offer taken stores its vehicles, each with the number that carries
  // the party, before the results page opens (docs/decisions/search.md).
  const followPopup = (followed: PricePopup) => {
    setPopup(null);
    if (followed.offer) {
      setPriceDetails(followed.offer.priceDetails);
      setBookingType('milleage');
      setCalculatedDistance(followed.offer.calculatedDistance);
      jotaiStore.set(vehicleSelectionsAtom, followed.offer.quantities);
    }
    if (followed.next) navigate(followed.next.to);
  };
  return { price, isPricing, popup, closePopup, followPopup };
}

/** What a journey form does on submit (the home screen, mf_search/JourneyForm): store the form, then price it. */
export function useQuoteSubmit(options?: PricingOptions) {
  const pricing = usePricing(options);
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
