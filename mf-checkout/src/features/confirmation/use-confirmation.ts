import { useEffect, useState } from 'react';
import { getPaymentId, toApiError } from '@booking/shared/api';
import {
  bookingConfirmationAtom, clearBookingDataAtom, registrationDataAtom, selectedVehicleDataAtom, useStore,
  type BookingConfirmation,
} from '@booking/shared/store';
import { submitBooking } from '../../lib/submit-booking';

export type ConfirmationState =
  | { kind: 'canceled' }
  | { kind: 'loading' }
  | { kind: 'confirmed'; confirmation: BookingConfirmation }
  | { kind: 'payment-failed'; message: string }
  | { kind: 'booking-failed'; message: string }
  | { kind: 'missing' };

export interface ConfirmationQuery {
  status: string;
  sessionId: string | null;
  /** The reference a pay-in-car booking came back with. */
  bookingNumber: string | null;
}

/**
 * What the confirmation screen shows. A card return (status success + session_id) fetches the payment
 * id and makes the booking (idempotent); a reload, or the back button from the checkout, finds the
 * stored confirmation of that session or reference instead of booking again. Once the booking is
 * confirmed, the stored booking data is cleared (DECISIONS keeps the settings and a corporate session).
 */
export function useConfirmation({ status, sessionId, bookingNumber }: ConfirmationQuery) {
  const store = useStore();
  const [state, setState] = useState<ConfirmationState>({ kind: status === 'success' ? 'loading' : 'canceled' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'success') {
      setState({ kind: 'canceled' });
      return;
    }
    let live = true;
    const show = (next: ConfirmationState) => {
      if (live) setState(next);
    };
    const confirmed = (confirmation: BookingConfirmation) => {
      if (sessionId || bookingNumber) store.set(clearBookingDataAtom);
      show({ kind: 'confirmed', confirmation });
    };
    const stored = store.get(bookingConfirmationAtom);
    const numberOf = (c: BookingConfirmation) => String(c.result.data.booking.booking_number);

    if (sessionId) {
      if (stored?.stripeSessionId === sessionId) return confirmed(stored);
      if (!store.get(selectedVehicleDataAtom) || !store.get(registrationDataAtom)) return show({ kind: 'missing' });
      show({ kind: 'loading' });
      (async () => {
        let paymentId: string;
        try {
          paymentId = await getPaymentId(sessionId);
        } catch (error) {
          return show({ kind: 'payment-failed', message: toApiError(error).message });
        }
        try {
          confirmed(await submitBooking(store, { paymentMethod: 'card', stripeSessionId: sessionId, paymentId }));
        } catch (error) {
          show({ kind: 'booking-failed', message: toApiError(error).message });
        }
      })();
    } else if (stored && (!bookingNumber || numberOf(stored) === bookingNumber)) {
      confirmed(stored);
    } else {
      show({ kind: 'missing' });
    }
    return () => {
      live = false;
    };
  }, [status, sessionId, bookingNumber, attempt, store]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
