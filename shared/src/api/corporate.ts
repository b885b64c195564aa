import * as z from 'zod/mini';
import { bearer, request } from './client';
import { corporateBookingSchema, corporatePassengerSchema, type CorporateBooking, type CorporatePassenger } from './entities';
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

const validateTokenResponseSchema = lazySchema(() => z.looseObject({ valid: z.boolean() }));
const logoutResponseSchema = lazySchema(() => z.looseObject({ success: z.boolean() }));
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

const updatePassengerResponseSchema = lazySchema(() =>
  z.looseObject({
    success: z.boolean(),
    message: z.optional(z.string()),
    passenger: z.optional(corporatePassengerSchema),
  }),
);
export type UpdatePassengerResult = z.infer<typeof updatePassengerResponseSchema>;

/** POST /v1/check-passenger-login. */
export const corporateLogin = (body: { email: string; password: string }): Promise<LoginResult> =>
  request({ method: 'POST', url: '/v1/check-passenger-login', data: body }, loginResultSchema);

/** POST /v1/passenger/logout with the bearer token. */
export const corporateLogout = (token: string): Promise<{ success: boolean }> =>
  request({ method: 'POST', url: '/v1/passenger/logout', data: {}, ...bearer(token) }, logoutResponseSchema);

/** POST /v1/passenger/validate-token: { valid } for the bearer token. */
export const validateToken = (token: string): Promise<{ valid: boolean }> =>
  request({ method: 'POST', url: '/v1/passenger/validate-token', data: {}, ...bearer(token) }, validateTokenResponseSchema);

/** GET /v1/get_booking/{passenger_id}: only the token's own passenger (403 otherwise). */
export const fetchCorporateBookings = (passengerId: number | string, token: string): Promise<CorporateBooking[]> =>
  request(
    { method: 'GET', url: `/v1/get_booking/${encodeURIComponent(String(passengerId))}`, ...bearer(token) },
    corporateBookingsResponseSchema,
  );

/** PATCH /v1/update-passenger: the answer's passenger replaces the stored record. */
export const updatePassenger = (payload: UpdatePassengerRequest, token: string): Promise<UpdatePassengerResult> =>
  request({ method: 'PATCH', url: '/v1/update-passenger', data: payload, ...bearer(token) }, updatePassengerResponseSchema);

export type { CorporatePassenger };
