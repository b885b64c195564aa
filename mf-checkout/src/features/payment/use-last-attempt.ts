import { useEffect, useState } from 'react';
import { completeCheckoutAttempt, getCheckoutAttempt, toCheckoutAttemptError, type CheckoutAttempt } from '@booking/shared/api';
import { useStore } from '@booking/shared/store';
import { forgetAttempt, lastCheckoutAttemptAtom } from '../../lib/last-attempt';

/** The visitor's last card attempt when it is not simply open: paid but not booked, or booked. */
export type LastAttempt =
  | { id: string; status: 'failed'; paymentReference: string | null; message: string | null }
  | { id: string; status: 'booked'; bookingNumber: string | null };

const settled = (attempt: CheckoutAttempt): LastAttempt | null => {
  if (attempt.status === 'failed')
    return { id: attempt.id, status: 'failed', paymentReference: attempt.paymentReference, message: attempt.message };
  if (attempt.status === 'booked')
    return { id: attempt.id, status: 'booked', bookingNumber: attempt.booking?.data.booking.booking_number ?? null };
  return null;
};

/**
 * The payment page never starts a second checkout while the last one is paid and unresolved
 * (product §10 "Money, trust and privacy"). On entry the last attempt is read; before a new checkout it
 * is completed (a paid one nobody came back from becomes its booking). A booked one is told once and
 * forgotten; an unknown or expired one is forgotten.
 */
export function useLastAttempt() {
  const store = useStore();
  const [last, setLast] = useState<LastAttempt | null>(null);

  const show = (next: LastAttempt | null) => {
    if (next?.status === 'booked') forgetAttempt(store);
    if (next) setLast(next);
  };
  const forgetIfUnknown = (error: unknown) => {
    if (toCheckoutAttemptError(error).status === 404) forgetAttempt(store);
  };

  // Read once, on entry: an attempt made on this page is settled by the next Pay By Card.
  useEffect(() => {
    const id = store.get(lastCheckoutAttemptAtom);
    if (!id) return undefined;
    let live = true;
    getCheckoutAttempt(id).then(
      (attempt) => live && show(settled(attempt)),
      (error: unknown) => live && forgetIfUnknown(error),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the page
  }, [store]);

  /** Resolves true when a new checkout may start. */
  const settle = async (): Promise<boolean> => {
    const current = store.get(lastCheckoutAttemptAtom);
    if (!current) return true;
    try {
      const attempt = await completeCheckoutAttempt(current);
      show(settled(attempt));
      return attempt.status === 'open';
    } catch (error) {
      const failure = toCheckoutAttemptError(error);
      if (failure.attemptStatus === 'failed') {
        show({ id: current, status: 'failed', paymentReference: failure.paymentReference, message: failure.message });
        return false;
      }
      forgetIfUnknown(error);
      return true;
    }
  };

  return { last, settle };
}
