import { z } from 'zod';
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

/** POST /v1/booking body (SPEC section 7). */
export const bookingPayloadSchema = lazySchema(() => z.object({
  selectedVehicleData: selectedVehicleDataSchema,
  /** 1 when the Lowest Price card was chosen, else the quantity. */
  selectedVehicle: z.coerce.number().int().min(1).max(6).default(1),
  bookingType: bookingTypeSchema,
  bookingForm: bookingFormSchema.nullable().optional(),
  hourlyRateForm: hourlyRateFormSchema.nullable().optional(),
  registrationData: registrationDataSchema,
  payment_method: paymentMethodSchema,
  selected_passenger: clientModeSchema,
  stripe_session_id: z.string().max(200).nullable().optional(),
  paymentId: z.string().max(200).nullable().optional(),
}));
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
