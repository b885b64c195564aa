import { isRouteOf, type Step } from '@booking/shared/domain';

// How far the visitor is: each step done, current or still to come. Step 4 is done only on the
// confirmation of a booking that was made; after a cancelled or declined card payment (the card's return
// address says success either way: the booking is not made) it is the current step again.

export type StepProgress = 'done' | 'current' | 'upcoming';

/** The confirmation's pages; their cancel pages never confirm. */
const CONFIRMATIONS = ['paymentSuccess', 'paymentSuccessView', 'cardSuccess'] as const;

/**
 * True on the confirmation screen of a booking: its paths with status success (the default), as the
 * confirmation reads them (product §2), once the booking is kept (`hasBooking`: bookingConfirmationAtom;
 * a declined card returns to the success path with none). The cancel pages never are.
 */
export function isBookingConfirmed(path: string, search: string, hasBooking: boolean): boolean {
  if (!hasBooking) return false;
  if (!isRouteOf(path, CONFIRMATIONS)) return false;
  return (new URLSearchParams(search).get('status')?.trim() || 'success') === 'success';
}

/** A step's progress, given the step the path lights and whether the booking is confirmed. */
export function stepProgress(step: Step['number'], current: Step['number'], confirmed: boolean): StepProgress {
  if (step < current || (confirmed && step === current)) return 'done';
  return step === current ? 'current' : 'upcoming';
}
