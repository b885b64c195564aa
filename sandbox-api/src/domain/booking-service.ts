import type { BookingResult } from '@booking/shared/api';
import type { Ctx } from '../context';
import { tokenPassenger, bearerToken } from './accounts';
import { bookingFields } from './booking-fields';
import { assertPaidInFull, bookingPrice, money } from './booking-money';
import type { BookingPayload } from './booking-payload';
import { replayOf } from './booking-replay';
import { insertBooking, saveResponse } from './booking-store';
import { bookingPassenger } from './booking-passenger';
import { paidSessionOrFail } from './checkout';
import { honouredQuote, quotedPrice, quoteOf, quotedCorporatePassenger } from './checkout-quote';
import { sendMail } from './outbox';
import { readSettings, type Settings } from './settings';
import { switchValue } from './sandbox-switches';
import { HttpError } from '../http/errors';

/** What the sandbox answers when SANDBOX_BOOKING_ANSWER=refuse: an operator who cannot take the booking. */
export const OPERATOR_REFUSED = 'The operator cannot accept this booking right now. Please contact us.';

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
  const { tariff, extras, total } = quote ? quotedPrice(ctx, payload, quote) : bookingPrice(ctx, settings, payload);
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

  const body: BookingResult = {
    success: true,
    message: 'Booking created successfully',
    data: {
      booking: {
        booking_number: row.booking_number,
        ride_type: row.ride_type,
        pick_up_address: row.pick_up_address,
        drop_off_address: row.drop_off_address,
        pick_up_date: row.pick_up_date,
        pick_up_time: row.pick_up_time,
        return_pickup_address: row.return_pickup_address,
        return_dropoff_address: row.return_dropoff_address,
        return_date: row.return_date,
        return_time: row.return_time,
        hourly_duration: row.hourly_duration,
        payment_method: row.payment_method,
        total_booking_amount: row.total_booking_amount,
        journey_type: row.journey_type,
      },
      bookingStops: storedStops.map((stop) => ({ id: stop.id, stop_address: stop.stop_address, stop_post_code: stop.stop_post_code })),
      passengerDetails: {
        passenger_id: passenger.id,
        passenger_name: row.passenger_name,
        passenger_email: row.passenger_email,
        passenger_contact_no: row.passenger_contact_no,
        additional_info: row.additional_info,
        total_passengers: row.total_passengers,
      },
    },
  };
  saveResponse(db, row.id, body);
  confirmByMail(ctx, body, settings, tariff.company_name, tariff.category_name);
  return { status: 201, body };
}

function confirmByMail(ctx: Ctx, result: BookingResult, settings: Settings, company: string, vehicle: string) {
  const { booking, passengerDetails } = result.data;
  const lines = [
    `Thank you for your booking ${booking.booking_number}.`,
    `Pickup: ${booking.pick_up_address} on ${booking.pick_up_date} at ${booking.pick_up_time}`,
    booking.drop_off_address ? `Dropoff: ${booking.drop_off_address}` : null,
    booking.return_date
      ? `Return: ${booking.return_pickup_address} to ${booking.return_dropoff_address} on ${booking.return_date} at ${booking.return_time}`
      : null,
    booking.hourly_duration ? `Hourly hire: ${booking.hourly_duration.replace('hour', ' hours')}` : null,
    `Vehicle: ${vehicle} with ${company}`,
    `Total: ${money(settings, Number(booking.total_booking_amount))} (${booking.payment_method === 'car' ? 'pay the driver' : 'paid by card'})`,
  ].filter(Boolean);
  sendMail(ctx.db, String(passengerDetails?.passenger_email), `Booking confirmation ${booking.booking_number}`, lines.join('\n'));
}
