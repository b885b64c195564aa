// The attempt store behind one small interface (AttemptStore): SQLite by default, Redis when
// REDIS_URL is set. Both pass the same suite (shell/server/__tests__/attempt-store.test.ts).
import { openRedisStore } from './redis-store';
import { openSqliteStore } from './sqlite-store';

type AttemptStatus = 'open' | 'booked' | 'failed';

export type Attempt = {
  id: string;
  status: AttemptStatus;
  /** Minor units. */
  amount: number;
  origin: string;
  idempotencyKey: string;
  /** The POST /api/v1/booking body, password emptied. */
  booking: Record<string, unknown>;
  /** The sealed password and token (secrets.ts), or null. */
  secrets: string | null;
  sessionId: string | null;
  url: string | null;
  paymentId: string | null;
  /** The API's booking answer. */
  result: unknown;
  message: string | null;
  outcome: 'declined' | 'unpaid' | 'unavailable' | 'refused' | null;
  checks: number;
  createdAt: number;
  updatedAt: number;
  nextCheckAt: number;
  unpaidCheckedAt: number | null;
  expiredAt: number | null;
};

/** What expiry did in one pass. */
export type ExpiryCounts = { deleted: number; kept: number };

export interface AttemptStore {
  kind: 'SQLite' | 'Redis';
  where: string;
  create(attempt: Attempt): Promise<void>;
  get(id: string): Promise<Attempt | null>;
  /** Merges `changes` (updatedAt set); null when there is no such attempt. Called under the lease. */
  update(id: string, changes: Partial<Attempt>): Promise<Attempt | null>;
  remove(id: string): Promise<void>;
  /** Not booked, with a session, not handed to the operators, next look at or before `now`. */
  due(query: { now: number; createdBefore?: number; limit?: number }): Promise<Attempt[]>;
  /** True when `token` now holds the attempt for `ms` (false when another does, or it does not exist). */
  claim(id: string, token: string, ms?: number): Promise<boolean>;
  /** Gives the attempt up, if `token` still holds it. */
  release(id: string, token: string): Promise<void>;
  /** Holds it `ms` more from now, if `token` still holds it; true when it does. */
  renew(id: string, token: string, ms?: number): Promise<boolean>;
  /** Paid and not booked, oldest first. */
  unresolved(): Promise<Attempt[]>;
  /** Attempts older than `ttlMs` and not held: bookings and known-unpaid ones deleted, the rest kept without secrets. */
  expire(query: { now?: number; ttlMs: number }): Promise<ExpiryCounts>;
  close(): Promise<void>;
}

/** Where the attempts' messages go. */
export type Log = Pick<Console, 'log' | 'warn' | 'error'>;

/** The configured store (settings.attempts of env.ts). */
export const openStore = (
  attempts: { redisUrl: string | null; dbFile: string },
  { log = console }: { log?: Partial<Log> & Pick<Log, 'error'> } = {},
): Promise<AttemptStore> => (attempts.redisUrl ? openRedisStore(attempts.redisUrl, { log }) : openSqliteStore(attempts.dbFile));
