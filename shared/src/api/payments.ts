import { z } from 'zod';
import { request } from './client';
import { lazySchema } from './lazy-schema';

/** The provider's publishable key: a bare string or wrapped as { key } / { publishable_key }. */
export const publicKeyResponseSchema = lazySchema(() => z.union([
  z.string().min(1),
  z.looseObject({ key: z.string().min(1) }).transform((body) => body.key),
  z.looseObject({ publishable_key: z.string().min(1) }).transform((body) => body.publishable_key),
]));

export const checkoutSessionRequestSchema = lazySchema(() => z.object({
  /** Minor units: final price times 100. */
  amount: z.coerce.number().int().positive().max(100_000_000),
  frontend_url: z.string().trim().pipe(z.url({ protocol: /^https?$/ })),
}));
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequestSchema>;

export const checkoutSessionResponseSchema = lazySchema(() => z.looseObject({
  sessionId: z.string().min(1),
  url: z.string().optional(),
}));
export type CheckoutSession = z.infer<typeof checkoutSessionResponseSchema>;

export const paymentIdResponseSchema = lazySchema(() => z.looseObject({ paymentId: z.string().min(1) }));

/** GET /v1/secret_key: the card provider's PUBLIC key, used by Stripe.js on the fall-back path. */
export const fetchPaymentPublicKey = (): Promise<string> =>
  request({ method: 'GET', url: '/v1/secret_key' }, publicKeyResponseSchema);

/** POST /v1/create-checkout-session: a hosted checkout; go to `url` when given. */
export const createCheckoutSession = (body: CheckoutSessionRequest): Promise<CheckoutSession> =>
  request({ method: 'POST', url: '/v1/create-checkout-session', data: body }, checkoutSessionResponseSchema);

/** GET /v1/get-payment-id?session_id=: the payment of a paid session. */
export const getPaymentId = async (sessionId: string): Promise<string> =>
  (await request({ method: 'GET', url: '/v1/get-payment-id', params: { session_id: sessionId } }, paymentIdResponseSchema))
    .paymentId;
