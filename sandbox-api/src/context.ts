import type { Config } from './config';
import type { Db } from './db/open';
import type { Limiters } from './http/limits';

/** What every route needs: the database, the configuration, a clock (tests move it) and the limiters. */
export type Ctx = {
  db: Db;
  config: Config;
  now: () => number;
  limiters: Limiters;
};
