import { randomInt } from 'node:crypto';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { sha256 } from './accounts';

export const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_TRIES = 5;

type CodeRow = { email: string; code_hash: string; expires_at: number; attempts: number };

const codeHash = (email: string, code: string) => sha256(`${email.toLowerCase()}:${code}`);

/** A fresh 6-digit code for the e-mail (replacing any earlier one). */
export function createResetCode(db: Db, email: string, now: number): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    `INSERT INTO reset_codes (email, code_hash, expires_at, attempts) VALUES (?, ?, ?, 0)
     ON CONFLICT(email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
  ).run(email, codeHash(email, code), now + CODE_TTL_MS);
  return code;
}

/** Checks a code, counting the try; after MAX_TRIES wrong tries the code is spent. */
export function checkResetCode(db: Db, email: string, code: string, now: number): void {
  const row = db.prepare('SELECT * FROM reset_codes WHERE email = ?').get(email) as CodeRow | undefined;
  if (!row) throw new HttpError(400, 'Invalid reset code');
  if (row.expires_at <= now) {
    db.prepare('DELETE FROM reset_codes WHERE email = ?').run(email);
    throw new HttpError(400, 'Reset code has expired');
  }
  if (row.code_hash === codeHash(email, code)) return;
  const attempts = row.attempts + 1;
  if (attempts >= MAX_TRIES) {
    db.prepare('DELETE FROM reset_codes WHERE email = ?').run(email);
    throw new HttpError(400, 'Invalid reset code. Too many tries: please ask for a new code.');
  }
  db.prepare('UPDATE reset_codes SET attempts = ? WHERE email = ?').run(attempts, email);
  throw new HttpError(400, 'Invalid reset code');
}

export function spendResetCode(db: Db, email: string): void {
  db.prepare('DELETE FROM reset_codes WHERE email = ?').run(email);
}
