import type { AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { ApiError, bearer, request, toApiError } from './client';
import { bookingResultSchema } from './booking-entities';
import type { BookingPayload } from './bookings';
import { lazySchema } from './lazy-schema';

// The shell's own server keeps every card checkout attempt (docs/checkout-attempts.md). Its routes are
// the site's, not the API's: they live at /site/..., outside the client's '/api' base.
const CHECKOUT_ATTEMPTS_PATH = '/site/checkout-attempts';
// The server's own calls to the API behind one of these (a completion: the payment, the booking and
// the booking asked again by its key) may take up to 50 s: the page waits for its answer, not 20 s.
const ATTEMPT_TIMEOUT_MS = 65_000;
const siteCall = (config: AxiosRequestConfig): AxiosRequestConfig => ({ ...config, baseURL: '', timeout: ATTEMPT_TIMEOUT_MS });

/** An attempt's opaque id (128-bit, base64url): safe in a path segment. */
const checkoutAttemptIdSchema = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{10,100}$/)));
export const isCheckoutAttemptId = (value: unknown): value is string => checkoutAttemptIdSchema.safeParse(value).success;
/** An id or null, for a page that remembers the visitor's last attempt. */
export const storedCheckoutAttemptIdSchema = lazySchema(() => z.nullable(checkoutAttemptIdSchema));

/** open: not known to be paid; booked: the booking exists; failed: paid, but the booking was refused or failed. */
const checkoutAttemptStatusSchema = lazySchema(() => z.enum(['open', 'booked', 'failed']));
export type CheckoutAttemptStatus = z.infer<typeof checkoutAttemptStatusSchema>;

const maybeText = () => z._default(z.optional(z.nullable(z.string())), null);

/** The attempt's public view: no password, token or key is ever in it. */
const checkoutAttemptSchema = lazySchema(() =>
  z.looseObject({
    id: checkoutAttemptIdSchema,
    status: checkoutAttemptStatusSchema,
    amount: z.number(),
    sessionId: maybeText(),
    url: maybeText(),
    booking: z._default(z.optional(z.nullable(bookingResultSchema)), null),
    paymentReference: maybeText(),
    message: maybeText(),
  }),
);
export type CheckoutAttempt = z.infer<typeof checkoutAttemptSchema>;

/** The POST /v1/booking body for a card: the card session and payment id are the server's to add. */
export type CardBookingPayload = Omit<BookingPayload, 'stripe_session_id' | 'paymentId' | 'payment_method'> & { payment_method: 'card' };

export interface CheckoutAttemptRequest {
  booking: CardBookingPayload;
  /** Minor units: the total as shown, times 100. */
  amount: number;
}

const failureBodySchema = lazySchema(() =>
  z.looseObject({
    status: z.optional(z.catch(z.nullable(checkoutAttemptStatusSchema), null)),
    paymentReference: z.optional(z.catch(z.nullable(z.string()), null)),
  }),
);

/** A refused attempt call: the server's message, its HTTP status, and the attempt's status and payment reference when it gave them. */
export class CheckoutAttemptError extends ApiError {
  readonly attemptStatus: CheckoutAttemptStatus | null;
  readonly paymentReference: string | null;

  constructor(error: ApiError) {
    super(error.message, error.status, error.data);
    this.name = 'CheckoutAttemptError';
    const body = failureBodySchema.safeParse(error.data);
    this.attemptStatus = body.success ? (body.data.status ?? null) : null;
    this.paymentReference = body.success ? (body.data.paymentReference ?? null) : null;
  }
}

export const toCheckoutAttemptError = (error: unknown): CheckoutAttemptError =>
  error instanceof CheckoutAttemptError ? error : new CheckoutAttemptError(toApiError(error));

async function attemptCall(config: AxiosRequestConfig): Promise<CheckoutAttempt> {
  try {
    return await request(siteCall(config), checkoutAttemptSchema);
  } catch (error) {
    throw toCheckoutAttemptError(error);
  }
}

const attemptPath = (id: string) => `${CHECKOUT_ATTEMPTS_PATH}/${encodeURIComponent(id)}`;

/**
 * POST /site/checkout-attempts: the server records what is booked and the amount, then makes the
 * provider's checkout session (201, status open). `token` is a corporate passenger's, sent only when the
 * booking is made with their own details (corporateTokenFor in @booking/shared/domain).
 */
export const createCheckoutAttempt = (body: CheckoutAttemptRequest, options: { token?: string | null } = {}): Promise<CheckoutAttempt> =>
  attemptCall({
    method: 'POST',
    url: CHECKOUT_ATTEMPTS_PATH,
    data: body,
    ...(options.token ? bearer(options.token) : {}),
  });

/** GET /site/checkout-attempts/<id>: the attempt as the server has it (404 when unknown or expired). */
export const getCheckoutAttempt = (id: string): Promise<CheckoutAttempt> => attemptCall({ method: 'GET', url: attemptPath(id) });

/**
 * POST /site/checkout-attempts/<id>/complete: booked (200), or a CheckoutAttemptError: 402 open (declined),
 * 409 open (not paid), 409/502 failed (paid; `paymentReference` set; calling again retries the same booking).
 */
export const completeCheckoutAttempt = (id: string): Promise<CheckoutAttempt> =>
  attemptCall({ method: 'POST', url: `${attemptPath(id)}/complete` });
