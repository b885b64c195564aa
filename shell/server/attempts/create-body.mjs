// What POST /site/checkout-attempts accepts: an Origin to return to, a card booking body and an
// amount. Only the shape is judged here; judge.mjs then prices and judges the booking through the API
// before any session is asked for (product §10 "Money, trust and privacy").
import { HttpError } from './http.mjs';

const MAX_AMOUNT = 100_000_000;
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const bad = (message) => new HttpError(400, message);

/** The Origin header when it is a bare http(s) origin, as browsers send it; else null. */
export function bareOrigin(value) {
  if (typeof value !== 'string' || value.length > 200 || !/^https?:\/\/[^/?#@\s\\]+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.origin === value.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/** The corporate token of `Authorization: Bearer <token>`, undefined without the header; 400 for another form. */
export function bearerToken(header) {
  if (header === undefined) return undefined;
  const match = /^Bearer ([\x21-\x7e]{1,4096})$/i.exec(header);
  if (!match) throw bad('Authorization must be "Bearer <token>".');
  return match[1];
}

/** { booking, amount } when the body has that shape; 400 naming what is wrong otherwise. */
export function parseCreateBody(body) {
  if (!isObject(body) || !isObject(body.booking)) throw bad('The body must be { "booking": {...}, "amount": <minor units> }.');
  const extra = Object.keys(body).filter((key) => key !== 'booking' && key !== 'amount');
  if (extra.length) throw bad(`Unknown field: ${extra[0].slice(0, 40)}.`);
  const { booking, amount } = body;
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT)
    throw bad(`amount must be a whole number of minor units, 1 to ${MAX_AMOUNT}.`);
  if (booking.payment_method !== 'card') throw bad('booking.payment_method must be "card".');
  for (const field of ['stripe_session_id', 'paymentId']) {
    if (booking[field] !== undefined && booking[field] !== null) throw bad(`booking.${field} is the server's to add.`);
  }
  if (!isObject(booking.registrationData)) throw bad('booking.registrationData must be an object.');
  const { password } = booking.registrationData;
  if (password !== undefined && typeof password !== 'string') throw bad('booking.registrationData.password must be a string.');
  return { booking, amount };
}
