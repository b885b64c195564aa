// The attempt store behind one small interface (store.d.mts): SQLite by default, Redis when
// REDIS_URL is set. Both pass the same suite (shell/server/__tests__/attempt-store.test.ts).
import { openRedisStore } from './redis-store.mjs';
import { openSqliteStore } from './sqlite-store.mjs';

/** The configured store (settings.attempts of env.mjs). */
export const openStore = (attempts, { log = console } = {}) =>
  attempts.redisUrl ? openRedisStore(attempts.redisUrl, { log }) : openSqliteStore(attempts.dbFile);
