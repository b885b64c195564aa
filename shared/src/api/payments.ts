import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

const nonEmpty = () => z.string().check(z.minLength(1));

/** The provider's publishable key: a bare string or wrapped as { key } / { publishable_key }. */
export const publicKeyResponseSchema = lazySchema(() =>
  z.union([
    nonEmpty(),
    z.pipe(
      z.looseObject({ key: nonEmpty() }),
      z.transform((body: { key: string }) => body.key),
    ),
    z.pipe(
      z.looseObject({ publishable_key: nonEmpty() }),
      z.transform((body: { publishable_key: string }) => body.publishable_key),
    ),
  ]),
);

export const checkoutSessionRequestSchema = lazySchema(() =>
  z.object({
    /** Minor units: final price times 100. */
    amount: z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000_000)),
    frontend_url: z.pipe(z.string().check(z.trim()), z.url({ protocol: /^https?$/ })),
  }),
);

export const checkoutSessionResponseSchema = lazySchema(() =>
  z.looseObject({
    sessionId: nonEmpty(),
    url: z.optional(z.string()),
  }),
);
