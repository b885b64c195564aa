import { RateLimiter } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** Every call that costs the operator, its variable, default and window: one table, so none is forgotten. */
export const LIMITS = {
  signIn: { env: 'SIGNIN_LIMIT_PER_MINUTE', max: 20, windowMs: MINUTE, message: ATTEMPTS },
  reset: { env: 'RESET_LIMIT_PER_MINUTE', max: 10, windowMs: MINUTE, message: ATTEMPTS },
  booking: {
    env: 'BOOKING_LIMIT_PER_MINUTE',
    max: 10,
    windowMs: MINUTE,
    message: 'Too many bookings from this address. Please wait a minute and try again.',
  },
  checkout: {
    env: 'CHECKOUT_LIMIT_PER_MINUTE',
    max: 10,
    windowMs: MINUTE,
    message: 'Too many payment attempts. Please wait a minute and try again.',
  },
  account: {
    env: 'ACCOUNT_LIMIT_PER_HOUR',
    max: 5,
    windowMs: HOUR,
    message: 'Too many new accounts from this address. Please try again in an hour, or book as a guest.',
  },
  contact: { env: 'CONTACT_LIMIT_PER_MINUTE', max: 5, windowMs: MINUTE, message: 'Too many messages. Please wait a minute and try again.' },
  quoteRequest: {
    env: 'QUOTE_REQUEST_LIMIT_PER_MINUTE',
    max: 5,
    windowMs: MINUTE,
    message: 'Too many quote requests. Please wait a minute and try again.',
  },
} as const;

export type LimitName = keyof typeof LIMITS;
/** Calls allowed per client per window, by limit. */
export type Limits = Record<LimitName, number>;
export type Limiters = Record<LimitName, RateLimiter>;

const names = Object.keys(LIMITS) as LimitName[];

export const buildLimiters = (limits: Limits, now: () => number): Limiters =>
  Object.fromEntries(
    names.map((name) => [
      name,
      new RateLimiter({ max: limits[name], windowMs: LIMITS[name].windowMs, message: LIMITS[name].message }, now),
    ]),
  ) as Limiters;
