import type { BookingResult } from '@booking/shared/api';
import type { Ctx } from '../context';
import { extrasInWords, legExtras } from './booking-extras';
import { money } from './booking-money';
import type { BookingRow, StopRow } from './booking-store';
import { sendMail } from './outbox';
import type { Settings } from './settings';

/**
 * POST /booking's answer (product §3 "Booking response"), with what the booking keeps beyond it: each
 * leg's extras on data.booking and the return note beside the note in passengerDetails.
 */
export function bookingAnswer(row: BookingRow, stops: StopRow[], passengerId: number): BookingResult {
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
        ...legExtras(row),
      },
      bookingStops: stops.map((stop) => ({ id: stop.id, stop_address: stop.stop_address, stop_post_code: stop.stop_post_code })),
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

const labelled = (label: string, value: string | null | undefined) => (value?.trim() ? `${label}: ${value.trim()}` : null);

/** The confirmation e-mail's lines: the journey, each leg's extras and both notes, the vehicle and the total. */
function confirmationLines(result: BookingResult, settings: Settings, company: string, vehicle: string): string[] {
  const { booking, passengerDetails } = result.data;
  const lines = [
    `Thank you for your booking ${booking.booking_number}.`,
    `Pickup: ${booking.pick_up_address} on ${booking.pick_up_date} at ${booking.pick_up_time}`,
    booking.drop_off_address ? `Dropoff: ${booking.drop_off_address}` : null,
    labelled('Outward extras', extrasInWords(booking, 'outbound')),
    booking.return_date
      ? `Return: ${booking.return_pickup_address} to ${booking.return_dropoff_address} on ${booking.return_date} at ${booking.return_time}`
      : null,
    booking.return_date ? labelled('Return extras', extrasInWords(booking, 'return')) : null,
    booking.hourly_duration ? `Hourly hire: ${booking.hourly_duration.replace('hour', ' hours')}` : null,
    labelled('Additional info', passengerDetails?.additional_info),
    labelled('Return additional info', passengerDetails?.return_additional_info),
    `Vehicle: ${vehicle} with ${company}`,
    `Total: ${money(settings, Number(booking.total_booking_amount))} (${booking.payment_method === 'car' ? 'pay the driver' : 'paid by card'})`,
  ];
  return lines.filter((line): line is string => Boolean(line));
}

/** Sends the confirmation e-mail to the outbox (GET /sandbox/outbox). */
export function confirmByMail(ctx: Ctx, result: BookingResult, settings: Settings, company: string, vehicle: string): void {
  const { booking, passengerDetails } = result.data;
  const body = confirmationLines(result, settings, company, vehicle).join('\n');
  sendMail(ctx.db, String(passengerDetails?.passenger_email), `Booking confirmation ${booking.booking_number}`, body);
}
