import type { BookingResult } from '@booking/shared/api';
import { prepared, type Db } from '../db/open';
import { HttpError } from '../http/errors';

type Earlier = { booking_number: string; stripe_session_id: string | null; response_json: string };

function earlierBy(db: Db, column: 'idempotency_key' | 'stripe_session_id', value: string | null): Earlier | undefined {
  if (!value) return undefined;
  return prepared(
    db,
    `SELECT booking_number, stripe_session_id, response_json FROM bookings WHERE ${column} = ? AND response_json IS NOT NULL`,
  ).get(value) as Earlier | undefined;
}

/**
 * The first answer to a booking asked again: the same Idempotency-Key with the same payment (or none), or
 * the same card session under any key (one payment, one booking). The same key with another session is
 * refused: answering with the first booking would swallow the second payment.
 */
export function replayOf(db: Db, idempotencyKey: string | null, sessionId: string | null): BookingResult | undefined {
  const byKey = earlierBy(db, 'idempotency_key', idempotencyKey);
  if (byKey && sessionId && sessionId !== byKey.stripe_session_id) {
    throw new HttpError(
      409,
      `This request was already used for booking ${byKey.booking_number} with another payment. The payment has not been used; please contact us.`,
    );
  }
  const earlier = byKey ?? earlierBy(db, 'stripe_session_id', sessionId);
  return earlier ? (JSON.parse(earlier.response_json) as BookingResult) : undefined;
}
