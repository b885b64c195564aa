import { createHash, randomBytes } from 'node:crypto';
import type { CorporatePassenger } from '@booking/shared/api';
import { prepared, type Db } from '../db/open';
import { HttpError } from '../http/errors';

export type PassengerRow = {
  id: number;
  type: 'website' | 'corporate' | 'guest';
  name: string;
  email: string;
  phone: string;
  password_hash: string | null;
};

/** A signed-in corporate session lasts this long. */
const TOKEN_TTL_MS = 8 * 60 * 60 * 1000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function findAccount(db: Db, type: 'website' | 'corporate', email: string): PassengerRow | undefined {
  return prepared(db, 'SELECT * FROM passengers WHERE type = ? AND email = ?').get(type, email.trim()) as PassengerRow | undefined;
}

export const passengerView = (row: PassengerRow): CorporatePassenger => ({
  passenger_id: row.id,
  passenger_name: row.name,
  passenger_email: row.email,
  passenger_contact_no: row.phone,
});

/** A random token for the client; only its hash is stored. */
export function issueToken(db: Db, passengerId: number, now: number): string {
  const token = randomBytes(32).toString('base64url');
  prepared(db, 'DELETE FROM tokens WHERE expires_at <= ?').run(now);
  prepared(db, 'INSERT INTO tokens (token_hash, passenger_id, expires_at) VALUES (?, ?, ?)').run(
    sha256(token),
    passengerId,
    now + TOKEN_TTL_MS,
  );
  return token;
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** The corporate passenger of a live token, or undefined. */
export function tokenPassenger(db: Db, token: string | null, now: number): PassengerRow | undefined {
  if (!token) return undefined;
  return db
    .prepare(
      `SELECT p.* FROM tokens t JOIN passengers p ON p.id = t.passenger_id
       WHERE t.token_hash = ? AND t.expires_at > ? AND p.type = 'corporate'`,
    )
    .get(sha256(token), now) as PassengerRow | undefined;
}

/** The token's passenger, or 401 when the header is missing, unknown or expired. */
export function requirePassenger(db: Db, header: string | undefined, now: number): PassengerRow {
  const token = bearerToken(header);
  if (!token) throw new HttpError(401, 'Please sign in: this call needs the Authorization: Bearer <token> header.');
  const passenger = tokenPassenger(db, token, now);
  if (!passenger) throw new HttpError(401, 'Your session has ended. Please sign in again.');
  return passenger;
}

export function revokeToken(db: Db, token: string): void {
  prepared(db, 'DELETE FROM tokens WHERE token_hash = ?').run(sha256(token));
}
