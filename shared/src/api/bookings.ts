import * as z from 'zod/mini';
import {
  bookingFormSchema,
  bookingTypeSchema,
  clientModeSchema,
  hourlyRateFormSchema,
  registrationDataSchema,
  selectedVehicleDataSchema,
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
