import type { BookingResult } from '@booking/shared/api';
import type { Ctx } from '../context';
import { tokenPassenger, bearerToken } from './accounts';
import { bookingFields } from './booking-fields';
import { bookingAnswer } from './booking-answer';
import { confirmByMail } from './booking-mail';
import { assertPaidInFull, bookingPrice } from './booking-money';
import type { BookingPayload } from './booking-payload';
import { replayOf } from './booking-replay';
import { insertBooking, saveResponse } from './booking-store';
import { bookingPassenger } from './booking-passenger';
import { paidSessionOrFail } from './checkout';
import { honouredQuote, quotedPrice, quoteOf, quotedCorporatePassenger } from './checkout-quote';
import { readSettings } from './settings';
import { switchValue } from './sandbox-switches';
import { HttpError } from '../http/errors';

/** What the sandbox answers when SANDBOX_BOOKING_ANSWER=refuse: an operator who cannot take the booking. */
const OPERATOR_REFUSED = 'The operator cannot accept this booking right now. Please contact us.';

export type BookingOutcome = { status: 200 | 201; body: BookingResult };
/** Who asks: the Idempotency-Key, the corporate bearer token, and the client address (new accounts are limited per address). */
export type BookingRequest = { idempotencyKey: string | null; authorization?: string; client: string };

/**
 * POST /booking. A repeat (booking-replay.ts) returns the first answer. Every total is the server's
 * (booking-money.ts); a card booking needs a paid session of exactly that total. Every money check is
 * made before an account is created or anything is written.
 */
export async function createBooking(ctx: Ctx, payload: BookingPayload, request: BookingRequest): Promise<BookingOutcome> {
  const { db } = ctx;
  const { idempotencyKey, authorization, client } = request;
  const sessionId = payload.payment_method === 'card' ? payload.stripe_session_id || null : null;
  const replay = () => replayOf(db, idempotencyKey, sessionId);
  const earlier = replay();
  if (earlier) return { status: 200, body: earlier };

  const settings = readSettings(db);
  if (switchValue(settings, 'SANDBOX_BOOKING_ANSWER') === 'refuse') throw new HttpError(409, OPERATOR_REFUSED);
  const session = payload.payment_method === 'card' ? paidSessionOrFail(db, sessionId, payload.paymentId) : null;
  // A booking paid through a session made for it was judged when the session was made: its price stands (checkout-quote.ts).
  const quote = session ? honouredQuote(db, session.id, payload) : undefined;
  const { tariff, extras, total, breakdown } = quote ? quotedPrice(ctx, payload, quote) : bookingPrice(ctx, settings, payload);
  if (session) assertPaidInFull(settings, session.amount, total);
  const paymentId = session?.payment_id ?? null;

  let passenger;
  try {
    const accounts = ctx.limiters.account;
    // A paid booking is never refused for the allowance of new accounts: it was checked when its session was made.
    const gate = session ? { check: () => {}, take: () => {} } : { check: () => accounts.check(client), take: () => accounts.take(client) };
    passenger = await bookingPassenger(db, payload.registrationData, payload.selected_passenger, gate);
  } catch (error) {
    // A twin request may have created the account meanwhile: its answer is ours.
    const twin = replay();
    if (twin) return { status: 200, body: twin };
    throw error;
  }
  // The scrypt wait above lets another request in: check the idempotency keys again before writing.
  const raced = replay();
  if (raced) return { status: 200, body: raced };

  const corporate =
    tokenPassenger(db, bearerToken(authorization), ctx.now()) ??
    (session ? quotedCorporatePassenger(db, quoteOf(db, session.id)) : undefined);
  const { record, stops } = bookingFields(payload, extras);
  const { row, stops: storedStops } = insertBooking(
    db,
    {
      ...record,
      passenger_id: passenger.id,
      corporate_passenger_id: corporate?.id ?? null,
      company_id: tariff.company_id,
      vehicle_id: tariff.vehicle_id,
      payment_method: payload.payment_method,
      payment_id: paymentId,
      stripe_session_id: sessionId,
      idempotency_key: idempotencyKey,
      total_booking_amount: total,
      vehicle_qty: payload.selectedVehicle,
      passenger_name: passenger.travellerName,
      passenger_email: passenger.travellerEmail,
      passenger_contact_no: passenger.travellerPhone,
    },
    stops,
  );

  const body = bookingAnswer(row, storedStops, passenger.id, breakdown);
  saveResponse(db, row.id, body);
  confirmByMail(ctx, body, settings, tariff.company_name, tariff.category_name);
  return { status: 201, body };
}
