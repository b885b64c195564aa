import { completeCheckoutAttempt, toCheckoutAttemptError } from '@booking/shared/api';
import type { BookingConfirmation, Store } from '@booking/shared/store';
import { keepConfirmation } from '../../../lib/booked-vehicle';
import { forgetAttempt, vehicleOfAttempt } from '../../../lib/last-attempt';

export type ConfirmationState =
  | { kind: 'canceled' }
  | { kind: 'loading' }
  | { kind: 'confirmed'; confirmation: BookingConfirmation }
  /** Nothing was taken: paying again is right. */
  | { kind: 'payment-failed'; message: string }
  /** Paid (or not known), not booked: only Try again, never a second payment. */
  | { kind: 'booking-failed'; message: string; paymentReference: string | null }
  | { kind: 'missing'; message?: string };

const UNREADABLE_BOOKING = 'Your payment went through, but we could not read the booking. Please press Try again.';

/**
 * The card provider's return for an attempt (docs/checkout-attempts.md): the shell's server completes it,
 * from its own record, exactly once (again on a reload or Try again: same booking, same key). Booked:
 * the server's booking becomes the kept confirmation. Declined or unpaid: Payment Failed. Paid but
 * refused, or no clear answer: Booking Failed with the payment reference.
 */
export async function completeCardReturn(store: Store, id: string, sessionId: string | null): Promise<ConfirmationState> {
  try {
    const attempt = await completeCheckoutAttempt(id);
    if (attempt.status !== 'booked') return { kind: 'payment-failed', message: attempt.message ?? 'The payment is not complete.' };
    if (!attempt.booking) return { kind: 'booking-failed', message: UNREADABLE_BOOKING, paymentReference: attempt.paymentReference };
    const confirmation: BookingConfirmation = {
      result: attempt.booking,
      stripeSessionId: attempt.sessionId ?? sessionId,
      confirmedAt: new Date().toISOString(),
    };
    // The vehicle recorded with this attempt in this browser (none after another browser or tab's attempt).
    keepConfirmation(store, confirmation, vehicleOfAttempt(store, id));
    forgetAttempt(store);
    return { kind: 'confirmed', confirmation };
  } catch (error) {
    const failure = toCheckoutAttemptError(error);
    if (failure.attemptStatus === 'open') return { kind: 'payment-failed', message: failure.message };
    if (failure.attemptStatus !== 'failed' && failure.status === 404) return { kind: 'missing', message: failure.message };
    return { kind: 'booking-failed', message: failure.message, paymentReference: failure.paymentReference };
  }
}
