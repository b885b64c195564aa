import type { Breakdown, ExtraLine } from '@booking/shared/api';
import { createHash } from 'node:crypto';
import type { Ctx } from '../context';
import { prepared, type Db } from '../db/open';
import { HttpError } from '../http/errors';
import { bearerToken, findAccount, tokenPassenger, type PassengerRow } from './accounts';
import { assertBookingBounded } from './booking-limits';
import { bookingPrice, money, type BookingPrice } from './booking-money';
import { findTariff } from './catalogue';
import type { BookingPayload } from './booking-payload';
import { verifyPassword } from './passwords';
import type { Settings } from './settings';

/** A checkout session, and the price it was made for, live this long (the card provider's shortest life). */
export const QUOTE_LIFE_MS = 30 * 60_000;

/** What the sandbox keeps of each session it makes: when, until when, and for a booking, its price. */
export type Quote = {
  session_id: string;
  quoted_at: number;
  expires_at: number;
  total: number | null;
  extras: ExtraLine[];
  /** What the quoted total is made of, for the booking's answer and e-mail. */
  breakdown: Breakdown | null;
  fingerprint: string | null;
  corporate_passenger_id: number | null;
};

type QuoteRow = Omit<Quote, 'extras' | 'breakdown'> & { extras_json: string | null; breakdown_json: string | null };

/**
 * What a booking body asks for, as a digest: the same journey, vehicle, quantity, extras and details
 * give the same digest; the payment fields and the password do not count.
 */
function quoteFingerprint(payload: BookingPayload): string {
  const { stripe_session_id: _session, paymentId: _payment, payment_method: _method, registrationData, ...choice } = payload;
  const { password: _password, ...details } = registrationData;
  return createHash('sha256')
    .update(JSON.stringify({ ...choice, registrationData: details }))
    .digest('hex');
}

export function saveQuote(db: Db, quote: Quote): void {
  prepared(
    db,
    `INSERT INTO checkout_quotes (session_id, quoted_at, expires_at, total, extras_json, breakdown_json, fingerprint, corporate_passenger_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    quote.session_id,
    quote.quoted_at,
    quote.expires_at,
    quote.total,
    JSON.stringify(quote.extras),
    quote.breakdown ? JSON.stringify(quote.breakdown) : null,
    quote.fingerprint,
    quote.corporate_passenger_id,
  );
}

export function quoteOf(db: Db, sessionId: string): Quote | undefined {
  const row = prepared(db, 'SELECT * FROM checkout_quotes WHERE session_id = ?').get(sessionId) as QuoteRow | undefined;
  if (!row) return undefined;
  const { extras_json, breakdown_json, ...quote } = row;
  return {
    ...quote,
    extras: extras_json ? (JSON.parse(extras_json) as ExtraLine[]) : [],
    breakdown: breakdown_json ? (JSON.parse(breakdown_json) as Breakdown) : null,
  };
}

/** The quote a booking paid through `sessionId` is judged against: only for the very booking it priced. */
export function honouredQuote(db: Db, sessionId: string, payload: BookingPayload): Quote | undefined {
  const quote = quoteOf(db, sessionId);
  return quote?.fingerprint && quote.total !== null && quote.fingerprint === quoteFingerprint(payload) ? quote : undefined;
}

/**
 * The price of a booking paid through a session made for it: the quote's, whatever the price list or the
 * clock says now (its grace time, capacity and price were judged when the session was made).
 */
export function quotedPrice(ctx: Ctx, payload: BookingPayload, quote: Quote): BookingPrice {
  const { vehicle_id, company_id } = payload.selectedVehicleData;
  const tariff = findTariff(ctx.db, vehicle_id, company_id);
  if (!tariff) throw new HttpError(422, 'This vehicle is not offered by that operator any more. Please contact us.');
  return { tariff, extras: quote.extras, total: quote.total!, breakdown: quote.breakdown };
}

/** The corporate passenger a session was made for, when the token is no longer sent or has ended since. */
export function quotedCorporatePassenger(db: Db, quote: Quote | undefined): PassengerRow | undefined {
  if (!quote?.corporate_passenger_id) return undefined;
  return prepared(db, "SELECT * FROM passengers WHERE id = ? AND type = 'corporate'").get(quote.corporate_passenger_id) as
    PassengerRow | undefined;
}

const ACCOUNT_EXISTS = 'An account with this e-mail already exists. Please sign in as an existing client.';
const WRONG_PASSWORD = 'The e-mail or password is not correct. Please check them, or book as a new client.';

/** The account checks of a booking that need no writing: a new client's e-mail is free, an existing client's password is right. */
async function assertAccountCanBook(db: Db, payload: BookingPayload): Promise<void> {
  const { email, password } = payload.registrationData;
  if (payload.selected_passenger === 'new_client' && findAccount(db, 'website', email)) throw new HttpError(409, ACCOUNT_EXISTS);
  if (payload.selected_passenger !== 'existing_client') return;
  const row = findAccount(db, 'website', email);
  // The site's server sends the booking without the password: it checked it with check-passenger-email.
  if (!row || (password && !(await verifyPassword(password, row.password_hash)))) throw new HttpError(401, WRONG_PASSWORD);
}

export type SessionRequest = { client: string; authorization?: string };

/**
 * A session asked for a booking (create-checkout-session with `booking`): the booking is judged now, as
 * it will be booked, so that a card is never charged for a booking that would be refused. The amount
 * must be this price; the per-address allowances (bookings, new accounts) are checked here, since a
 * booking paid through the session is not counted against them. Answers the quote to keep.
 */
export async function quoteForSession(
  ctx: Ctx,
  settings: Settings,
  payload: BookingPayload,
  amount: number,
  { client, authorization }: SessionRequest,
): Promise<Omit<Quote, 'session_id'>> {
  assertBookingBounded(payload);
  const { extras, total, breakdown } = bookingPrice(ctx, settings, payload);
  if (amount !== Math.round(total * 100)) {
    throw new HttpError(
      409,
      `The amount to pay (${money(settings, amount / 100)}) does not match this booking's price (${money(settings, total)}). Nothing has been charged.`,
    );
  }
  await assertAccountCanBook(ctx.db, payload);
  ctx.limiters.booking.check(`${client} /api/v1/booking`);
  if (payload.selected_passenger === 'new_client') ctx.limiters.account.check(client);
  const now = ctx.now();
  const corporate = tokenPassenger(ctx.db, bearerToken(authorization), now);
  return {
    quoted_at: now,
    expires_at: now + QUOTE_LIFE_MS,
    total,
    extras,
    breakdown,
    fingerprint: quoteFingerprint(payload),
    corporate_passenger_id: corporate?.id ?? null,
  };
}
