import { normalisePath, type Step } from '@booking/shared/domain';

// How far the visitor is: each step done, current or still to come. Step 4 is done only on the
// confirmation of a booking that was made; after a cancelled or declined card payment (the card's return
// address says success either way: the booking is not made) it is the current step again.
// (A rule of the flow: shared/src/domain/steps.ts is its place; the shell keeps it until it moves.)

export type StepProgress = 'done' | 'current' | 'upcoming';

const CANCELLED = /^(\/card\/[^/]+)?\/payment-cancel$/;
const CONFIRMATION = /^((\/card\/[^/]+)?\/payment-success|\/paymentsuccessview)$/;

/**
 * True on the confirmation screen of a booking: its paths with status success (the default), as the
 * confirmation reads them (product §2), once the booking is kept (`hasBooking`: bookingConfirmationAtom;
 * a declined card returns to the success path with none). /payment-cancel and the card's cancel return never are.
 */
export function isBookingConfirmed(path: string, search: string, hasBooking: boolean): boolean {
  if (!hasBooking) return false;
  const normal = normalisePath(path);
  if (CANCELLED.test(normal) || !CONFIRMATION.test(normal)) return false;
  return (new URLSearchParams(search).get('status')?.trim() || 'success') === 'success';
}

/** A step's progress, given the step the path lights and whether the booking is confirmed. */
export function stepProgress(step: Step['number'], current: Step['number'], confirmed: boolean): StepProgress {
  if (step < current || (confirmed && step === current)) return 'done';
  return step === current ? 'current' : 'upcoming';
}
