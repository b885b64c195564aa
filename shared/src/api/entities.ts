import * as z from 'zod/mini';
import { breakdownSchema } from './breakdown-schema';
import { extrasShape } from './extra-fields';
import { lazySchema } from './lazy-schema';

// The contract between the site and the dispatch API (product §3). Field names are the product's,
// misspellings included ('milleage', 'fight_number'). Numbers may arrive as strings from a real
// dispatch system, so counts and money are coerced; missing optional fields get the product defaults.

const count = (fallback = 0) => z._default(z.catch(z.coerce.number(), fallback), fallback);
const text = (fallback = '') =>
  z._default(
    z.union([
      z.string(),
      z.pipe(z.number(), z.transform(String)),
      z.pipe(
        z.null(),
        z.transform(() => fallback),
      ),
    ]),
    fallback,
  );
const yesNo = lazySchema(() => z._default(z.catch(z.enum(['yes', 'no']), 'no'), 'no'));
/** '00'..'55' minutes or 12-hour texts may be typed as numbers upstream: keep them as two-digit text. */
const minuteText = (fallback = '00') =>
  z._default(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v: string | number) => String(v).padStart(2, '0')),
    ),
    fallback,
  );
const id = lazySchema(() => z.pipe(z.union([z.number(), z.string().check(z.minLength(1))]), z.coerce.number()));

export const bookingTypeSchema = lazySchema(() => z.enum(['milleage', 'hourly']));
export type BookingType = z.infer<typeof bookingTypeSchema>;

export const clientModeSchema = lazySchema(() => z.enum(['guest_login', 'new_client', 'existing_client']));
export type ClientMode = z.infer<typeof clientModeSchema>;

/** A stop on a distance journey. The spec also sees stop_street_no / stop_number / stop_postcode. */
export const stopSchema = lazySchema(() =>
  z.object({
    street_name: text(),
    number: text(),
    postcode: text(),
    stop_street_no: z.optional(z.string()),
    stop_number: z.optional(z.string()),
    stop_postcode: z.optional(z.string()),
  }),
);
export type Stop = z.infer<typeof stopSchema>;

export const bookingFormSchema = lazySchema(() =>
  z.object({
    stops: z._default(z.array(stopSchema), () => []),
    select_option: z._default(z.catch(z.enum(['one_way', 'return']), 'one_way'), 'one_way'),
    pickup: text(),
    dropoff: text(),
    return_pickup: text(),
    return_dropoff: text(),
    pickup_date: text(),
    pickup_hour: text('12am'),
    pickup_min: minuteText(),
    return_date: text(),
    return_hour: text('12am'),
    return_min: minuteText(),
    pickup_fight_number: text(),
    return_fight_number: text(),
    modal: z.optional(z.boolean()),
    passengers: count(1),
    luggages: count(),
    hand_luggages: count(),
    return_passengers: count(1),
    return_luggages: count(),
    return_hand_luggages: count(),
    ...extrasShape(yesNo, count()),
    /** The locate icon's position (product §7): biases suggestions and travels with the journey. */
    userLocation: z.optional(z.nullable(userLocationSchema)),
  }),
);
export type BookingForm = z.infer<typeof bookingFormSchema>;

const userLocationSchema = lazySchema(() => z.object({ lat: z.coerce.number(), lon: z.coerce.number() }));

export const hourlyRateFormSchema = lazySchema(() =>
  z.object({
    pickup_date: text(),
    pickup_duration: z._default(z.catch(z.string().check(z.regex(/^\d{1,2}hour$/)), '4hour'), '4hour'),
    pickup_hour: text('12am'),
    pickup_min: minuteText(),
    pickup: text(),
    userLocation: z.optional(z.nullable(userLocationSchema)),
    /** The flight or train, asked when the pick-up is an airport or a station (product §10 "Money, trust and privacy"); spelled as the booking form's. */
    pickup_fight_number: z.optional(z.string()),
    dropoff: z.optional(z.string()),
    return_pickup: z.optional(z.string()),
    return_dropoff: z.optional(z.string()),
  }),
);
export type HourlyRateForm = z.infer<typeof hourlyRateFormSchema>;

/** One entry per vehicle and operator. time_duration is in seconds. */
export const priceDetailSchema = lazySchema(() =>
  z.looseObject({
    vehicle_id: id,
    company_id: id,
    company_name: text(),
    vehicle_type: text(),
    vehicle_image: text(),
    max_seat: count(),
    luggage: count(),
    small_luggage: count(),
    rating: count(),
    price: z.coerce.number(),
    final_price: z.coerce.number(),
    breakdown: breakdownSchema,
    via_miles: count(),
    time_duration: count(),
  }),
);
export type PriceDetail = z.infer<typeof priceDetailSchema>;

/** The chosen card: the price detail, how it was chosen ('lowest' card or a 'selection') and the quantity. */
export const selectedVehicleDataSchema = lazySchema(() =>
  z.extend(priceDetailSchema, {
    selection_type: z._default(z.catch(z.enum(['lowest', 'selection']), 'selection'), 'selection'),
    quantity: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(6)), 1), 1),
  }),
);
export type SelectedVehicleData = z.infer<typeof selectedVehicleDataSchema>;

export const vehicleSchema = lazySchema(() =>
  z.looseObject({
    tbms_vid: id,
    vehicle_img: text(),
    category_name: text(),
    seats: count(),
    hand_luggage: count(),
    luggage: count(),
  }),
);
export type Vehicle = z.infer<typeof vehicleSchema>;

export const settingSchema = lazySchema(() =>
  z.object({
    setting_name: z.string(),
    setting_value: z.pipe(
      z.union([z.string(), z.number(), z.null()]),
      z.transform((v: string | number | null) => (v === null ? '' : String(v))),
    ),
  }),
);
export type Setting = z.infer<typeof settingSchema>;

export const companySchema = lazySchema(() =>
  z.looseObject({
    id,
    company: z.looseObject({ company_name: z.string(), rating: z.optional(z.coerce.number()) }),
  }),
);
export type Company = z.infer<typeof companySchema>;

export const popularAddressSchema = lazySchema(() => z.object({ id, address: z.string() }));
export type PopularAddress = z.infer<typeof popularAddressSchema>;

export const registrationDataSchema = lazySchema(() =>
  z.object({
    firstName: text(),
    surname: text(),
    number: text(),
    email: text(),
    username: text(),
    privacyAccepted: z._default(z.catch(z.boolean(), false), false),
    termsAccepted: z._default(z.catch(z.boolean(), false), false),
    passengerDetails: text('no'),
    passengerName: text(),
    passengerEmail: text(),
    passengerPhone: text(),
    additionalInfo: text(),
    return_additionalInfo: text(),
    password: text(),
  }),
);
export type RegistrationData = z.infer<typeof registrationDataSchema>;

export const corporatePassengerSchema = lazySchema(() =>
  z.looseObject({
    passenger_id: id,
    passenger_name: text(),
    passenger_email: text(),
    passenger_contact_no: text(),
  }),
);
export type CorporatePassenger = z.infer<typeof corporatePassengerSchema>;

export * from './booking-entities';
export { breakdownSchema, type Breakdown, type ExtraLine } from './breakdown-schema';
