import * as z from 'zod/mini';
import { breakdownSchema } from './breakdown-schema';
import { lazySchema } from './lazy-schema';

// What a booking looks like once made: the booking call's answer and the corporate bookings list
// (product §3). Optional where a dispatch system may leave a field out.

const maybeText = lazySchema(() => z.optional(z.union([z.string(), z.pipe(z.number(), z.transform(String)), z.null()])));
const maybeNumber = lazySchema(() => z.optional(z.union([z.coerce.number(), z.null()])));

/**
 * The extras booked on each leg (product §10 "Money, trust and privacy"), named as the corporate
 * booking_details name them: yes/no for meet and greet and wheelchair, counts for seats and special
 * luggage, minutes for waiting; the return leg's with return_. Optional: a dispatch API may not send them.
 */
const legExtras = () => ({
  meet_and_greet: maybeText,
  baby_seat: maybeNumber,
  booster_seat: maybeNumber,
  wheel_chair: maybeText,
  special_luggages: maybeNumber,
  waiting_minutes: maybeNumber,
  return_meet_and_greet: maybeText,
  return_baby_seat: maybeNumber,
  return_booster_seat: maybeNumber,
  return_wheel_chair: maybeText,
  return_special_luggages: maybeNumber,
  return_waiting_minutes: maybeNumber,
});

export const bookingSchema = lazySchema(() =>
  z.looseObject({
    booking_number: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
    ride_type: z._default(z.string(), 'Q'),
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
    /** The flight or train of each leg's pick-up, when given (product §10 "What the visitor sees"). */
    flight_no: maybeText,
    return_flight_no: maybeText,
    ...legExtras(),
    /** What the total is made of, in the API's figures; a dispatch API may not send it. */
    breakdown: z.optional(z.nullable(breakdownSchema)),
  }),
);
export type Booking = z.infer<typeof bookingSchema>;

export const bookingStopSchema = lazySchema(() =>
  z.looseObject({
    id: maybeNumber,
    stop_address: z.string(),
    stop_post_code: maybeText,
    stop_street_number: maybeText,
  }),
);
export type BookingStop = z.infer<typeof bookingStopSchema>;

export const passengerDetailsSchema = lazySchema(() =>
  z.looseObject({
    passenger_id: maybeNumber,
    passenger_name: maybeText,
    passenger_email: maybeText,
    passenger_contact_no: maybeText,
    additional_info: maybeText,
    /** The note for the return leg (registrationData.return_additionalInfo). */
    return_additional_info: maybeText,
    total_passengers: maybeNumber,
  }),
);
export type PassengerDetails = z.infer<typeof passengerDetailsSchema>;

export const bookingResultSchema = lazySchema(() =>
  z.looseObject({
    success: z.optional(z.boolean()),
    message: z.optional(z.string()),
    data: z.looseObject({
      booking: bookingSchema,
      bookingStops: z._default(z.array(bookingStopSchema), () => []),
      passengerDetails: z.optional(z.nullable(passengerDetailsSchema)),
    }),
  }),
);
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const corporateBookingSchema = lazySchema(() =>
  z.looseObject({
    booking_number: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
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
    ride_type: z._default(z.string(), 'Q'),
    fleet_category: z.optional(z.nullable(z.looseObject({ category_name: z.string() }))),
    passenger_detail: z.optional(
      z.nullable(
        z.looseObject({
          passenger_name: maybeText,
          passenger_email: maybeText,
          passenger_contact_no: maybeText,
          total_passengers: maybeNumber,
          additional_info: maybeText,
          return_additional_info: maybeText,
        }),
      ),
    ),
    booking_details: z.optional(
      z.nullable(
        z.looseObject({
          luggages: maybeNumber,
          vehicle_qty: maybeNumber,
          ...legExtras(),
        }),
      ),
    ),
    booking_stops: z._default(
      z.array(z.looseObject({ stop_address: z.string(), stop_post_code: maybeText, stop_street_number: maybeText })),
      () => [],
    ),
  }),
);
export type CorporateBooking = z.infer<typeof corporateBookingSchema>;
