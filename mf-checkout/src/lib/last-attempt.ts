import { storedCheckoutAttemptIdSchema } from '@booking/shared/api';
import { persistedAtom } from '@booking/shared/store';

/** localStorage key of the visitor's last card checkout attempt (ours; docs/checkout-attempts.md). */
export const LAST_ATTEMPT_KEY = 'cardCheckoutAttempt';

/**
 * The id of the visitor's last card checkout attempt, from its creation until it is booked: while it is
 * paid and unresolved, the payment page offers its Try again instead of a second payment. Only the
 * opaque id is kept; the server holds the rest.
 */
export const lastCheckoutAttemptAtom = persistedAtom<string | null>(
  LAST_ATTEMPT_KEY,
  null,
  storedCheckoutAttemptIdSchema,
  { encode: (value) => JSON.stringify(value), decode: (text) => JSON.parse(text) },
);

/** Where the card provider returns for an attempt, and where its Try again goes. */
export const cardReturnPath = (id: string) => `/card/${encodeURIComponent(id)}/payment-success`;
