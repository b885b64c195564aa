import { createBooking } from '@booking/shared/api';
import { bookingFingerprint, buildBookingPayload } from '../domain/booking-payload';
import { bookingAttemptAtom, type BookingConfirmation, type Store } from '@booking/shared/store';
import { keepConfirmation } from './booked-vehicle';
import { bookingToken, readBookingSources } from './booking-sources';

const newKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

// One request per key at a time in this page: a second click joins the first instead of racing it.
const inFlight = new Map<string, Promise<BookingConfirmation>>();

/**
 * Makes the pay-in-car booking from the stored flow, exactly once (a card booking is made by the shell's
 * server from its checkout attempt, docs/checkout-attempts.md): the Idempotency-Key is created with the
 * first attempt and kept in the store (a retry, a reload or the back button reuses it) until the
 * confirmation clears it. The answer is kept as the booking's confirmation, with the vehicle it booked.
 */
export function submitCarBooking(store: Store): Promise<BookingConfirmation> {
  const sources = readBookingSources(store);
  const payload = buildBookingPayload(sources, { paymentMethod: 'car' });
  const fingerprint = bookingFingerprint(payload);
  const stored = store.get(bookingAttemptAtom);
  const attempt = stored?.fingerprint === fingerprint ? stored : { key: newKey(), fingerprint };
  if (attempt !== stored) store.set(bookingAttemptAtom, attempt);

  const running = inFlight.get(attempt.key);
  if (running) return running;
  const request = createBooking(payload, { idempotencyKey: attempt.key, token: bookingToken(store) })
    .then((result) => {
      const confirmation: BookingConfirmation = {
        result,
        stripeSessionId: null,
        confirmedAt: new Date().toISOString(),
      };
      keepConfirmation(store, confirmation, sources.selectedVehicleData);
      return confirmation;
    })
    .finally(() => inFlight.delete(attempt.key));
  inFlight.set(attempt.key, request);
  return request;
}
