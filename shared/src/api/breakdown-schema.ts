import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

// A price's breakdown, as the price calls answer it and a booking's answer may carry it.

const count = (fallback = 0) => z._default(z.catch(z.coerce.number(), fallback), fallback);

const extraLineSchema = lazySchema(() =>
  z.object({
    /** Stable code of the extra: meet_and_greet, baby_seats, booster_seats, wheel_chair, special_luggage, waiting_min. */
    code: z.optional(z.string()),
    name: z.string(),
    leg: z.enum(['outbound', 'return']),
    quantity: z.coerce.number(),
    unit_price: z.coerce.number(),
    amount: z.coerce.number(),
  }),
);
export type ExtraLine = z.infer<typeof extraLineSchema>;

/** Base fare, each priced extra per leg, the return fare and the total (product §10 "Pricing details the description leaves open"). */
export const breakdownSchema = lazySchema(() =>
  z.looseObject({
    base_fare: count(),
    return_fare: count(),
    extras: z._default(z.array(extraLineSchema), () => []),
    quantity: count(1),
    final_price: z.coerce.number(),
  }),
);
export type Breakdown = z.infer<typeof breakdownSchema>;
