import { atom } from 'jotai';
import { RESET } from './reset';
import {
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  clientModeAtom,
  hourlyRateFormAtom,
  passengerCorporateDetailsAtom,
  passengerTokenAtom,
  priceDetailsAtom,
  selectedVehicleDataAtom,
  vehicleSelectionsAtom,
} from './atoms';
import { bookingAttemptAtom, bookingConfirmationAtom, paymentMethodAtom } from './payment-atoms';
import { personalDetailsDraftAtom, registrationDataAtom, registrationPasswordAtom } from './registration-atoms';

/** After a confirmation (product §10 "Money, trust and privacy": keeps appSettings and a corporate passenger's session). */
export const clearBookingDataAtom = atom(null, (_get, set) => {
  set(bookingFormAtom, null);
  set(hourlyRateFormAtom, null);
  set(bookingTypeAtom, null);
  set(priceDetailsAtom, null);
  set(selectedVehicleDataAtom, null);
  set(registrationDataAtom, null);
  set(personalDetailsDraftAtom, null);
  set(registrationPasswordAtom, '');
  set(calculatedDistanceAtom, null);
  set(clientModeAtom, null);
  set(vehicleSelectionsAtom, RESET);
  set(paymentMethodAtom, null);
  set(bookingAttemptAtom, null);
});

/**
 * Signs the corporate passenger out of this browser: both stored items go (product §4 "Session"), and the
 * saved confirmation with them (product §10 "Money, trust and privacy": it is kept only for showing that
 * confirmation again).
 */
export const clearCorporateSessionAtom = atom(null, (_get, set) => {
  set(passengerTokenAtom, null);
  set(passengerCorporateDetailsAtom, null);
  set(bookingConfirmationAtom, null);
});

/**
 * A new journey starts (a search is priced): the last booking's confirmation is no longer shown again,
 * and the journey fields typed on personal details belonged to the journey before.
 */
export const startJourneyAtom = atom(null, (get, set) => {
  set(bookingConfirmationAtom, null);
  const draft = get(personalDetailsDraftAtom);
  if (draft && (draft.pickupFlight !== null || draft.returnFlight !== null)) {
    set(personalDetailsDraftAtom, { ...draft, pickupFlight: null, returnFlight: null });
  }
});

/**
 * A refused search leaves nothing bookable behind (product §10 "Money, trust and privacy": no prices are
 * kept): the earlier price details, their distance, the selected vehicle and the quantities go; the journey
 * typed stays.
 */
export const clearPricesAtom = atom(null, (_get, set) => {
  set(priceDetailsAtom, null);
  set(calculatedDistanceAtom, null);
  set(selectedVehicleDataAtom, null);
  set(vehicleSelectionsAtom, RESET);
});
