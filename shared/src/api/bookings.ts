import * as z from 'zod/mini';
import { bearer, request } from './client';
import {
  bookingFormSchema,
  bookingResultSchema,
  bookingTypeSchema,
  clientModeSchema,
  hourlyRateFormSchema,
  registrationDataSchema,
  selectedVehicleDataSchema,
  type BookingResult,
} from './entities';
import { lazySchema } from './lazy-schema';

export const paymentMethodSchema = lazySchema(() => z.enum(['car', 'card']));
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** POST /v1/booking body (product §7). */
export const bookingPayloadSchema = lazySchema(() =>
  z.object({
    selectedVehicleData: selectedVehicleDataSchema,
    /** 1 when the Lowest Price card was chosen, else the quantity. */
    selectedVehicle: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(6)), 1),
    bookingType: bookingTypeSchema,
    bookingForm: z.optional(z.nullable(bookingFormSchema)),
    hourlyRateForm: z.optional(z.nullable(hourlyRateFormSchema)),
    registrationData: registrationDataSchema,
    payment_method: paymentMethodSchema,
    selected_passenger: clientModeSchema,
    stripe_session_id: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
    paymentId: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  }),
);
export type BookingPayload = z.input<typeof bookingPayloadSchema>;

export type CreateBookingOptions = {
  /** The same key never makes a second booking: a retry gets the first answer. */
  idempotencyKey?: string;
  /** A signed-in corporate passenger's token: the booking joins their list. */
  token?: string | null;
};

/** POST /v1/booking: stores the booking; error text comes from the server's message. */
export const createBooking = (payload: BookingPayload, options: CreateBookingOptions = {}): Promise<BookingResult> => {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.token) Object.assign(headers, bearer(options.token).headers);
  return request({ method: 'POST', url: '/v1/booking', data: payload, headers }, bookingResultSchema);
};
