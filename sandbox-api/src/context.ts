import type { Config } from './config';
import type { Db } from './db/open';
import type { RateLimiter } from './http/rate-limit';

/** What every route needs: the database, the configuration, a clock (tests move it) and the limiters. */
export type Ctx = {
  db: Db;
  config: Config;
  now: () => number;
  limiters: { signIn: RateLimiter; reset: RateLimiter };
};
