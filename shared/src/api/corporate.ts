import * as z from 'zod/mini';
import { corporateBookingSchema, corporatePassengerSchema } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const corporateLoginRequestSchema = lazySchema(() =>
  z.object({
    email: z.pipe(z.string().check(z.trim()), z.email()),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);

/** success false (wrong e-mail or password) is an ApiError, as for every call; `isRefusal` tells it from a failed call. */
export const loginResultSchema = lazySchema(() =>
  z.looseObject({
    success: z.boolean(),
    message: z.optional(z.string()),
    access_token: z.optional(z.string()),
    passenger: z.optional(corporatePassengerSchema),
  }),
);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const validateTokenResponseSchema = lazySchema(() => z.looseObject({ valid: z.boolean() }));
export const logoutResponseSchema = lazySchema(() => z.looseObject({ success: z.boolean() }));
export const corporateBookingsResponseSchema = lazySchema(() => listOf(corporateBookingSchema));

export const updatePassengerRequestSchema = lazySchema(() =>
  z.object({
    passenger_id: z.coerce.number().check(z.int(), z.positive()),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    email: z.pipe(z.string().check(z.trim()), z.email()),
    phone: z._default(
      z.optional(z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.maxLength(30)))),
      '',
    ),
  }),
);
export type UpdatePassengerRequest = z.input<typeof updatePassengerRequestSchema>;

export const updatePassengerResponseSchema = lazySchema(() =>
  z.looseObject({
    success: z.boolean(),
    message: z.optional(z.string()),
    passenger: z.optional(corporatePassengerSchema),
  }),
);
export type UpdatePassengerResult = z.infer<typeof updatePassengerResponseSchema>;
