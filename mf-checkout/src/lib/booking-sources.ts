import type { CardBookingPayload } from '@booking/shared/api';
import { buildBookingPayload, type BookingSources } from '../domain/booking-payload';
import { corporateTokenFor } from '../domain/card-payment';
import {
  bookingFormAtom,
  bookingTypeAtom,
  clientModeAtom,
  hourlyRateFormAtom,
  passengerCorporateDetailsAtom,
  passengerTokenAtom,
  registrationDataAtom,
  registrationPasswordAtom,
  selectedVehicleDataAtom,
  type Store,
} from '@booking/shared/store';

/**
 * What the stored flow books. The password is never stored (product §10 "Money, trust and privacy"): a new
 * or existing client's comes from memory, `{ ...registrationData, password }`; a guest sends none.
 */
export function readBookingSources(store: Store): BookingSources {
  const registration = store.get(registrationDataAtom);
  const clientMode = store.get(clientModeAtom);
  const password = clientMode === 'new_client' || clientMode === 'existing_client' ? store.get(registrationPasswordAtom) : '';
  return {
    selectedVehicleData: store.get(selectedVehicleDataAtom),
    bookingType: store.get(bookingTypeAtom),
    bookingForm: store.get(bookingFormAtom),
    hourlyRateForm: store.get(hourlyRateFormAtom),
    registrationData: registration ? { ...registration, password } : null,
    clientMode,
  };
}

/** The corporate token, only for a booking made with the signed-in passenger's own details (corporateTokenFor). */
export const bookingToken = (store: Store): string | null =>
  corporateTokenFor(store.get(passengerTokenAtom), store.get(passengerCorporateDetailsAtom), store.get(registrationDataAtom));

/** The booking a card checkout attempt makes: the POST /v1/booking body, paid by card, without session or payment id. */
export function cardBookingPayload(store: Store): CardBookingPayload {
  const {
    stripe_session_id: _session,
    paymentId: _payment,
    ...booking
  } = buildBookingPayload(readBookingSources(store), { paymentMethod: 'card' });
  return { ...booking, payment_method: 'card' };
}
