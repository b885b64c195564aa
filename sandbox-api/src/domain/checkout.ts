import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';

export type CheckoutSession = {
  id: string;
  amount: number;
  currency: string;
  frontend_url: string;
  status: 'open' | 'paid' | 'canceled';
  payment_id: string | null;
};

export function createSession(db: Db, amount: number, frontendUrl: string, currency: string): CheckoutSession {
  const id = `cs_test_${randomBytes(18).toString('base64url')}`;
  db.prepare('INSERT INTO checkout_sessions (id, amount, currency, frontend_url, status) VALUES (?, ?, ?, ?, ?)').run(
    id,
    amount,
    currency,
    frontendUrl,
    'open',
  );
  return findSession(db, id)!;
}

export function findSession(db: Db, id: string): CheckoutSession | undefined {
  return db.prepare('SELECT * FROM checkout_sessions WHERE id = ?').get(id) as CheckoutSession | undefined;
}

/** Pays an open session (paying a paid one again changes nothing). A cancelled session cannot be paid. */
export function paySession(db: Db, id: string): CheckoutSession | undefined {
  const session = findSession(db, id);
  if (!session || session.status !== 'open') return session;
  db.prepare("UPDATE checkout_sessions SET status = 'paid', payment_id = ? WHERE id = ?").run(
    `pi_sandbox_${randomBytes(12).toString('base64url')}`,
    id,
  );
  return findSession(db, id);
}

/** What the provider says when a card is declined. */
const DECLINED_MESSAGE = 'Your card was declined. Please try another card or pay in the car.';

/** A declined card: the session stays open (another card may pay it), and the decline is kept. */
export function declineSession(db: Db, id: string): CheckoutSession | undefined {
  const session = findSession(db, id);
  if (session?.status !== 'open') return session;
  db.prepare('INSERT OR REPLACE INTO checkout_declines (session_id, message) VALUES (?, ?)').run(id, DECLINED_MESSAGE);
  return session;
}

/** The last decline of a session that has not been paid since, if any. */
export function declineOf(db: Db, id: string): string | undefined {
  const row = db.prepare('SELECT message FROM checkout_declines WHERE session_id = ?').get(id) as { message: string } | undefined;
  return row?.message;
}

export function cancelSession(db: Db, id: string): CheckoutSession | undefined {
  db.prepare("UPDATE checkout_sessions SET status = 'canceled' WHERE id = ? AND status = 'open'").run(id);
  return findSession(db, id);
}

/** The paid session behind a card booking, or 402 explaining why it cannot be used. */
export function paidSessionOrFail(db: Db, id: string | null | undefined, paymentId?: string | null): CheckoutSession {
  if (!id) throw new HttpError(402, 'A card booking needs a completed card payment (stripe_session_id is missing).');
  const session = findSession(db, id);
  if (!session) throw new HttpError(402, 'The card payment session was not found. Please pay again.');
  if (session.status !== 'paid')
    throw new HttpError(402, declineOf(db, id) ?? 'The card payment has not been completed. Please pay again.');
  if (paymentId && paymentId !== session.payment_id) throw new HttpError(422, 'The payment id does not match this checkout session.');
  return session;
}
