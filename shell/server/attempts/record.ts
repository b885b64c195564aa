// An attempt record and the rules both stores apply to it, written once so that SQLite and Redis
// behave the same (docs/checkout-attempts.md, "Attempt record and statuses").
import type { Attempt } from './store';

/**
 * How long one server holds an attempt without renewing its hold. A completion renews it every
 * RENEW_MS while its calls run (payment and booking at 20 s, the booking asked again at 10 s), so a
 * server that dies holding one delays the next for this long at most.
 */
export const LEASE_MS = 10_000;
export const RENEW_MS = 3_000;
/** The hold while a session is asked for (one call, 20 s at most): nobody completes an attempt without its session. */
export const CREATE_LEASE_MS = 30_000;

/** A new attempt as stored: open, no session yet, nothing paid, booked or looked at. */
export function newAttempt({
  id,
  amount,
  origin,
  idempotencyKey,
  booking,
  secrets,
  now,
  nextCheckAt = now,
}: Pick<Attempt, 'id' | 'amount' | 'origin' | 'idempotencyKey' | 'booking' | 'secrets'> & { now: number; nextCheckAt?: number }): Attempt {
  return {
    id,
    status: 'open',
    amount,
    origin,
    idempotencyKey,
    booking,
    secrets,
    sessionId: null,
    url: null,
    paymentId: null,
    result: null,
    message: null,
    outcome: null,
    checks: 0,
    createdAt: now,
    updatedAt: now,
    nextCheckAt,
    unpaidCheckedAt: null,
    expiredAt: null,
  };
}

/** Paid, and not a booking: the operators' list. */
export const isUnresolved = (attempt: Attempt) => attempt.status === 'failed';

/** Handed to the operators at expiry: paid, unbooked, secrets gone. Nobody retries it any more. */
const isOperatorsNow = (attempt: Attempt) => attempt.status === 'failed' && Boolean(attempt.expiredAt);

/** The reconciler may look at it: not booked, a session to ask about, not handed to the operators. */
export const isReconcilable = (attempt: Attempt) => attempt.status !== 'booked' && Boolean(attempt.sessionId) && !isOperatorsNow(attempt);

/** Expiry still has something to do with it once its time comes. */
export const awaitsExpiry = (attempt: Attempt) => !isOperatorsNow(attempt);

/**
 * What expiry does to an attempt: null before its time; 'delete' for a booking, and for an attempt
 * known to be unpaid (no session, or a "not paid" answer at or after its expiry time); else 'keep'
 * (paid and unbooked, or not yet known), without its secrets.
 */
export function expiryOf(attempt: Attempt, now: number, ttlMs: number): 'delete' | 'keep' | null {
  const expiresAt = attempt.createdAt + ttlMs;
  if (expiresAt > now || !awaitsExpiry(attempt)) return null;
  if (attempt.status === 'booked') return 'delete';
  if (attempt.status === 'open' && (!attempt.sessionId || (attempt.unpaidCheckedAt ?? 0) >= expiresAt)) return 'delete';
  // Kept already (an open one waiting for its last look): nothing to change.
  return attempt.expiredAt && !attempt.secrets ? null : 'keep';
}

/** The changes expiry makes to an attempt it keeps. */
export const expiredChanges = (attempt: Attempt, now: number): Pick<Attempt, 'secrets' | 'expiredAt'> => ({
  secrets: null,
  expiredAt: attempt.expiredAt ?? now,
});
