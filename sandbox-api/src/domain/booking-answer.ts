import type { BookingResult, Breakdown } from '@booking/shared/api';
import { legExtras } from './booking-extras';
import type { BookingRow, StopRow } from './booking-store';

/**
 * POST /booking's answer (product §3 "Booking response"), with what the booking keeps beyond it: each
 * leg's extras and flight or train, and the price's breakdown, on data.booking; each stop's street
 * number; the return note beside the note in passengerDetails.
 */
export function bookingAnswer(row: BookingRow, stops: StopRow[], passengerId: number, breakdown: Breakdown | null = null): BookingResult {
  return {
    success: true,
    message: 'Booking created successfully',
    data: {
      booking: {
        booking_number: row.booking_number,
        ride_type: row.ride_type,
        pick_up_address: row.pick_up_address,
        drop_off_address: row.drop_off_address,
        pick_up_date: row.pick_up_date,
        pick_up_time: row.pick_up_time,
        return_pickup_address: row.return_pickup_address,
        return_dropoff_address: row.return_dropoff_address,
        return_date: row.return_date,
        return_time: row.return_time,
        hourly_duration: row.hourly_duration,
        payment_method: row.payment_method,
        total_booking_amount: row.total_booking_amount,
        journey_type: row.journey_type,
        flight_no: row.flight_no,
        return_flight_no: row.return_flight_no,
        ...legExtras(row),
        ...(breakdown ? { breakdown } : {}),
      },
      bookingStops: stops.map((stop) => ({
        id: stop.id,
        stop_address: stop.stop_address,
        stop_post_code: stop.stop_post_code,
        stop_street_number: stop.stop_street_number,
      })),
      passengerDetails: {
        passenger_id: passengerId,
        passenger_name: row.passenger_name,
        passenger_email: row.passenger_email,
        passenger_contact_no: row.passenger_contact_no,
        additional_info: row.additional_info,
        return_additional_info: row.return_additional_info,
        total_passengers: row.total_passengers,
      },
    },
  };
}
