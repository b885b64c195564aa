// What the routes show of an attempt: never its secrets, its booking body or its Idempotency-Key.
import type { Attempt } from './store';

/** GET /site/checkout-attempts/<id> and every answer about one attempt. */
export const publicView = (attempt: Attempt) => ({
  id: attempt.id,
  status: attempt.status,
  amount: attempt.amount,
  sessionId: attempt.sessionId,
  url: attempt.url,
  booking: attempt.status === 'booked' ? attempt.result : null,
  paymentReference: attempt.paymentId ?? null,
  message: attempt.message ?? null,
});

/** The operators' list (route and CLI): the view, when it was made, and the API's last message. */
export const operatorView = (attempt: Attempt) => ({
  ...publicView(attempt),
  createdAt: new Date(attempt.createdAt).toISOString(),
  lastError: attempt.message ?? null,
});

/**
 * The status of a completion's answer, from what the attempt now records: 200 booked; 402 declined;
 * 409 not paid, or paid and refused by the API; 502 the API did not answer.
 */
export function completionStatus(attempt: Attempt): number {
  if (attempt.status === 'booked') return 200;
  if (attempt.outcome === 'declined') return 402;
  if (attempt.outcome === 'unavailable') return 502;
  return 409;
}
