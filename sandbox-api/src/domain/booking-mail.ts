import type { BookingResult, Breakdown } from '@booking/shared/api';
import type { Ctx } from '../context';
import { extraLineInWords, extrasInWords } from './booking-extras';
import { money } from './booking-money';
import { sendMail } from './outbox';
import type { Settings } from './settings';

// The confirmation e-mail (product §10 "Money, trust and privacy", "What the visitor sees"): each leg with
// its stops, flight or train and extras, both notes, the vehicle, the price's breakdown and the total.

type Booking = BookingResult['data']['booking'];
type Stop = BookingResult['data']['bookingStops'][number];

const labelled = (label: string, value: string | null | undefined) => (value?.trim() ? `${label}: ${value.trim()}` : null);
const pennies = (amount: number) => Math.round(amount * 100);

/** 'Stop 1: 221B Baker Street, NW1 6XE': number, street and postcode. */
const stopLine = (stop: Stop, index: number) =>
  `Stop ${index + 1}: ${[[stop.stop_street_number, stop.stop_address].filter((part) => part?.trim()).join(' '), stop.stop_post_code]
    .filter((part) => part?.trim())
    .join(', ')}`;

/**
 * The breakdown's lines: base fare, each extra per leg, the return fare, the vehicles, and any rounding to
 * the total recorded (ROUND_OFF=yes). None when there is none, or it does not explain the total.
 */
function breakdownInWords(breakdown: Breakdown | null | undefined, total: number, settings: Settings): string[] {
  if (!breakdown) return [];
  const perVehicle = breakdown.base_fare + breakdown.return_fare + breakdown.extras.reduce((sum, line) => sum + line.amount, 0);
  const rounding = pennies(total) - pennies(breakdown.final_price);
  if (Math.abs(rounding) >= 100 || Math.abs(pennies(perVehicle * breakdown.quantity) - pennies(breakdown.final_price)) > 1) return [];
  const extras = (leg: 'outbound' | 'return') =>
    breakdown.extras
      .filter((line) => line.leg === leg)
      .map((line) => `  ${leg === 'return' ? 'Return ' : ''}${extraLineInWords(line)}: ${money(settings, line.amount)}`);
  const returnExtras = extras('return');
  return [
    'Price breakdown:',
    `  Base fare: ${money(settings, breakdown.base_fare)}`,
    ...extras('outbound'),
    ...(breakdown.return_fare > 0 || returnExtras.length
      ? [`  Return fare: ${money(settings, breakdown.return_fare)}`, ...returnExtras]
      : []),
    ...(breakdown.quantity > 1 ? [`  Vehicles: ${breakdown.quantity} x ${money(settings, perVehicle)}`] : []),
    ...(rounding ? [`  Rounding: ${rounding > 0 ? '+' : '-'}${money(settings, Math.abs(rounding) / 100)}`] : []),
  ];
}

function outwardLines(booking: Booking, stops: Stop[]): (string | null)[] {
  return [
    `Pickup: ${booking.pick_up_address} on ${booking.pick_up_date} at ${booking.pick_up_time}`,
    labelled('Flight or train', booking.flight_no),
    booking.hourly_duration ? `Hourly hire: ${booking.hourly_duration.replace('hour', ' hours')}` : null,
    ...stops.map(stopLine),
    booking.drop_off_address ? `Dropoff: ${booking.drop_off_address}` : null,
    labelled('Outward extras', extrasInWords(booking, 'outbound')),
  ];
}

function returnLines(booking: Booking): (string | null)[] {
  if (!booking.return_date) return [];
  return [
    `Return: ${booking.return_pickup_address} to ${booking.return_dropoff_address} on ${booking.return_date} at ${booking.return_time}`,
    labelled('Return flight or train', booking.return_flight_no),
    labelled('Return extras', extrasInWords(booking, 'return')),
  ];
}

/** The confirmation e-mail's lines. */
function confirmationLines(result: BookingResult, settings: Settings, company: string, vehicle: string): string[] {
  const { booking, bookingStops, passengerDetails } = result.data;
  const total = Number(booking.total_booking_amount);
  const lines = [
    `Thank you for your booking ${booking.booking_number}.`,
    ...outwardLines(booking, bookingStops),
    ...returnLines(booking),
    labelled('Additional info', passengerDetails?.additional_info),
    labelled('Return additional info', passengerDetails?.return_additional_info),
    `Vehicle: ${vehicle} with ${company}`,
    ...breakdownInWords(booking.breakdown, total, settings),
    `Total: ${money(settings, total)} (${booking.payment_method === 'car' ? 'pay the driver' : 'paid by card'})`,
  ];
  return lines.filter((line): line is string => Boolean(line));
}

/** Sends the confirmation e-mail to the outbox (GET /sandbox/outbox). */
export function confirmByMail(ctx: Ctx, result: BookingResult, settings: Settings, company: string, vehicle: string): void {
  const { booking, passengerDetails } = result.data;
  const body = confirmationLines(result, settings, company, vehicle).join('\n');
  sendMail(ctx.db, String(passengerDetails?.passenger_email), `Booking confirmation ${booking.booking_number}`, body);
}
