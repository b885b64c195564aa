import { z } from 'zod';
import { lazySchema } from './lazy-schema';

// What a booking looks like once made: the booking call's answer and the corporate bookings list
// (SPEC section 3). Optional where a dispatch system may leave a field out.

const maybeText = lazySchema(() => z.union([z.string(), z.number().transform(String), z.null()]).optional());
const maybeNumber = lazySchema(() => z.union([z.coerce.number(), z.null()]).optional());

export const bookingSchema = lazySchema(() => z.looseObject({
  booking_number: z.union([z.string(), z.number().transform(String)]),
  ride_type: z.string().default('Q'),
  pick_up_address: maybeText,
  drop_off_address: maybeText,
  pick_up_date: maybeText,
  pick_up_time: maybeText,
  return_pickup_address: maybeText,
  return_dropoff_address: maybeText,
  return_date: maybeText,
  return_time: maybeText,
  hourly_duration: maybeText,
  payment_method: maybeText,
  total_booking_amount: maybeNumber,
  journey_type: maybeText,
}));
export type Booking = z.infer<typeof bookingSchema>;

export const bookingStopSchema = lazySchema(() => z.looseObject({
  id: maybeNumber,
  stop_address: z.string(),
  stop_post_code: maybeText,
}));
export type BookingStop = z.infer<typeof bookingStopSchema>;

export const passengerDetailsSchema = lazySchema(() => z.looseObject({
  passenger_id: maybeNumber,
  passenger_name: maybeText,
  passenger_email: maybeText,
  passenger_contact_no: maybeText,
  additional_info: maybeText,
  total_passengers: maybeNumber,
}));
export type PassengerDetails = z.infer<typeof passengerDetailsSchema>;

export const bookingResultSchema = lazySchema(() => z.looseObject({
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: z.looseObject({
    booking: bookingSchema,
    bookingStops: z.array(bookingStopSchema).default([]),
    passengerDetails: passengerDetailsSchema.nullable().optional(),
  }),
}));
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const corporateBookingSchema = lazySchema(() => z.looseObject({
  booking_number: z.union([z.string(), z.number().transform(String)]),
  pick_up_address: maybeText,
  drop_off_address: maybeText,
  pick_up_date: maybeText,
  pick_up_time: maybeText,
  return_date: maybeText,
  return_time: maybeText,
  flight_no: maybeText,
  return_flight_no: maybeText,
  /** 'car' means pay to the driver. */
  payment_method: maybeText,
  total_booking_amount: maybeNumber,
  /** 'Q' is a mileage booking (shown as Quotation); any other code is hourly. */
  ride_type: z.string().default('Q'),
  fleet_category: z.looseObject({ category_name: z.string() }).nullable().optional(),
  passenger_detail: z
    .looseObject({
      passenger_name: maybeText,
      passenger_email: maybeText,
      passenger_contact_no: maybeText,
      total_passengers: maybeNumber,
      additional_info: maybeText,
    })
    .nullable()
    .optional(),
  booking_details: z
    .looseObject({
      luggages: maybeNumber,
      vehicle_qty: maybeNumber,
      meet_and_greet: maybeText,
      baby_seat: maybeNumber,
      booster_seat: maybeNumber,
      wheel_chair: maybeText,
      special_luggages: maybeNumber,
      waiting_minutes: maybeNumber,
    })
    .nullable()
    .optional(),
  booking_stops: z
    .array(z.looseObject({ stop_address: z.string(), stop_post_code: maybeText, stop_street_number: maybeText }))
    .default([]),
}));
export type CorporateBooking = z.infer<typeof corporateBookingSchema>;
