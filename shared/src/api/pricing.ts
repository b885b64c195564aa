import * as z from 'zod/mini';
import {
  bookingFormSchema,
  bookingTypeSchema,
  breakdownSchema,
  hourlyRateFormSchema,
  priceDetailSchema,
  selectedVehicleDataSchema,
  type Breakdown,
} from './entities';
import { extrasShape } from './extra-fields';
import { lazySchema } from './lazy-schema';

export const priceDetailsResponseSchema = lazySchema(() => z.looseObject({ price_details: z.array(priceDetailSchema) }));

const extraCount = lazySchema(() => z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100)), 0), 0));
const yesNo = lazySchema(() => z._default(z.catch(z.enum(['yes', 'no']), 'no'), 'no'));

/** The edit payload (product §3) with the return-leg counterparts and the journey (product §10 "Pricing details the description leaves open"). */
export const selectedVehiclePricePayloadSchema = lazySchema(() =>
  z.object({
    selectedVehicleData: selectedVehicleDataSchema,
    bookingType: z._default(z.catch(bookingTypeSchema, 'milleage'), 'milleage'),
    bookingForm: z.optional(bookingFormSchema),
    hourlyRateForm: z.optional(hourlyRateFormSchema),
    quantity: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(6)), 1),
    ...extrasShape(yesNo, extraCount),
  }),
);
export type SelectedVehiclePricePayload = z.input<typeof selectedVehiclePricePayloadSchema>;

export const selectedVehiclePriceResponseSchema = lazySchema(() =>
  z.looseObject({
    success: z.optional(z.boolean()),
    final_price: z.coerce.number(),
    breakdown: breakdownSchema,
  }),
);
export type SelectedVehiclePrice = { final_price: number; breakdown: Breakdown };

export const distanceRequestSchema = lazySchema(() => z.object({ pickup: z.string(), dropoff: z.string() }));
export const distanceResponseSchema = lazySchema(() =>
  z.looseObject({
    via_miles: z.coerce.number(),
    time_duration: z.optional(z.coerce.number()),
  }),
);
export type CalculatedDistance = z.infer<typeof distanceResponseSchema>;
