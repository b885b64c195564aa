import { useEffect, useState } from 'react';
import { isCheckoutAttemptId } from '@booking/shared/api';
import { bookingConfirmationAtom, clearBookingDataAtom, useStore, type BookingConfirmation } from '@booking/shared/store';
import { completeCardReturn, type ConfirmationState } from './model/card-return';

export type { ConfirmationState };

export interface ConfirmationQuery {
  status: string;
  /** The checkout attempt of a card return (the `cardSuccess` page's `:attempt`). */
  attemptId: string | null;
  sessionId: string | null;
  /** The reference a pay-in-car booking came back with. */
  bookingNumber: string | null;
}

const numberOf = (c: BookingConfirmation) => String(c.result.data.booking.booking_number);

/**
 * What the confirmation screen shows. A card return completes its attempt on the shell's server; a
 * reload finds the kept confirmation of that session instead. The old `paymentSuccess` page with a `session_id`
 * without an attempt books nothing: it shows the kept confirmation of that session, or says it is not
 * found. A pay-in-car booking is found by its reference. Once the booking is confirmed, the stored
 * booking data is cleared (product §10 "Money, trust and privacy" keeps the settings and a corporate session).
 */
export function useConfirmation({ status, attemptId, sessionId, bookingNumber }: ConfirmationQuery) {
  const store = useStore();
  const [state, setState] = useState<ConfirmationState>({ kind: status === 'success' ? 'loading' : 'canceled' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'success') {
      setState({ kind: 'canceled' });
      return undefined;
    }
    let live = true;
    // A bare /paymentSuccessView only shows the kept confirmation; an address that names the booking clears.
    const namesBooking = Boolean(attemptId || sessionId || bookingNumber);
    const show = (next: ConfirmationState) => {
      if (!live) return;
      if (next.kind === 'confirmed' && namesBooking) store.set(clearBookingDataAtom);
      setState(next);
    };
    const stored = store.get(bookingConfirmationAtom);

    if (sessionId && stored?.stripeSessionId === sessionId) {
      show({ kind: 'confirmed', confirmation: stored });
    } else if (attemptId !== null) {
      if (!isCheckoutAttemptId(attemptId)) {
        show({ kind: 'missing' });
      } else {
        setState({ kind: 'loading' });
        void completeCardReturn(store, attemptId, sessionId).then(show);
      }
    } else if (!sessionId && stored && (!bookingNumber || numberOf(stored) === bookingNumber)) {
      show({ kind: 'confirmed', confirmation: stored });
    } else {
      show({ kind: 'missing' });
    }
    return () => {
      live = false;
    };
  }, [status, attemptId, sessionId, bookingNumber, attempt, store]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
