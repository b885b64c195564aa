// What POST /site/checkout-attempts accepts: an Origin to return to, a card booking body and an
// amount. Only the shape is judged here; judge.ts then prices and judges the booking through the API
// before any session is asked for (product §10 "Money, trust and privacy").
import { HttpError } from './http';

/**
 * A card booking body whose shape parseCreateBody checked; judge.ts checks its values before any
 * session is asked for. Fields it does not read travel to the API as the page sent them.
 */
export type CardBooking = {
  payment_method: 'card';
  registrationData: { email?: unknown; password?: string; privacyAccepted?: unknown; termsAccepted?: unknown };
  selected_passenger?: unknown;
  selectedVehicle?: unknown;
  selectedVehicleData?: unknown;
  bookingType?: unknown;
  bookingForm?: unknown;
  hourlyRateForm?: unknown;
  [field: string]: unknown;
};

const MAX_AMOUNT = 100_000_000;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const bad = (message: string) => new HttpError(400, message);

/** The Origin header when it is a bare http(s) origin, as browsers send it; else null. */
export function bareOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200 || !/^https?:\/\/[^/?#@\s\\]+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.origin === value.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/** The corporate token of `Authorization: Bearer <token>`, undefined without the header; 400 for another form. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer ([\x21-\x7e]{1,4096})$/i.exec(header);
  if (!match) throw bad('Authorization must be "Bearer <token>".');
  return match[1];
}

/** { booking, amount } when the body has that shape; 400 naming what is wrong otherwise. */
export function parseCreateBody(body: unknown): { booking: CardBooking; amount: number } {
  if (!isObject(body) || !isObject(body.booking)) throw bad('The body must be { "booking": {...}, "amount": <minor units> }.');
  const extra = Object.keys(body).filter((key) => key !== 'booking' && key !== 'amount');
  if (extra.length) throw bad(`Unknown field: ${extra[0].slice(0, 40)}.`);
  const booking = body.booking;
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT)
    throw bad(`amount must be a whole number of minor units, 1 to ${MAX_AMOUNT}.`);
  if (booking.payment_method !== 'card') throw bad('booking.payment_method must be "card".');
  for (const field of ['stripe_session_id', 'paymentId']) {
    if (booking[field] !== undefined && booking[field] !== null) throw bad(`booking.${field} is the server's to add.`);
  }
  if (!isObject(booking.registrationData)) throw bad('booking.registrationData must be an object.');
  const { password } = booking.registrationData;
  if (password !== undefined && typeof password !== 'string') throw bad('booking.registrationData.password must be a string.');
  return { booking: booking as CardBooking, amount };
}
