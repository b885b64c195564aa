import type { Booking, BookingStop } from '@booking/shared/api';
import { durationLabel, formatDisplayDate } from '@booking/shared/domain';
import { extrasRows } from './extras';
import type { DetailRow, DetailSection } from './labels';
import { meetingInstructions } from './meeting';

// The journey blocks of the Booking Details (product §2), each leg with what belongs to it: its stops,
// its flight or train, its extras and where the driver meets it (product §10 "What the visitor sees").

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const time = (value: unknown) => text(value).replace(/^(\d{2}:\d{2}):\d{2}$/, '$1');
const isYes = (value: unknown) => /^(yes|true|1)$/i.test(text(value));

/** '221B Baker Street, NW1 6XE': the number, the street and the postcode, as the visitor typed them. */
export function stopText(stop: BookingStop): string {
  const street = [text(stop.stop_street_number), text(stop.stop_address)].filter(Boolean).join(' ');
  return [street, text(stop.stop_post_code)].filter(Boolean).join(', ');
}

const flightRows = (flight: unknown): DetailRow[] => (text(flight) ? [{ label: 'Flight or Train Number', value: text(flight) }] : []);

const meetingNote = (instructions: string | null | undefined, pickup: unknown, meetAndGreet: unknown) => {
  const note = meetingInstructions(instructions, text(pickup), isYes(meetAndGreet));
  return note ? { title: 'Meeting your driver', text: note } : undefined;
};

/**
 * The outward leg ('Hourly Hire' for an hourly booking: no 'One Way' or 'Outward' wording there): the pickup
 * and its flight or train, the stops in order, the drop-off, the date and time, the duration of an hourly
 * hire, the extras, and the meeting instructions of an airport or station pickup.
 */
export function outwardSection(booking: Booking, stops: readonly BookingStop[], instructions?: string | null): DetailSection {
  const hourly = booking.ride_type !== 'Q';
  return {
    title: hourly ? 'Hourly Hire' : 'Outward Journey',
    rows: [
      { label: 'Pickup Address', value: text(booking.pick_up_address) },
      ...flightRows(booking.flight_no),
      ...stops.map((stop, index) => ({ label: `Stop ${index + 1}`, value: stopText(stop) })),
      ...(hourly ? [] : [{ label: 'Drop Off', value: text(booking.drop_off_address) }]),
      { label: 'Pickup Date', value: formatDisplayDate(text(booking.pick_up_date)) },
      { label: 'Pickup Time', value: time(booking.pick_up_time) },
      ...(hourly ? [{ label: 'Hourly Duration', value: durationLabel(text(booking.hourly_duration)) }] : []),
      ...extrasRows(booking, 'outbound'),
    ],
    note: meetingNote(instructions, booking.pick_up_address, booking.meet_and_greet),
  };
}

/** The return leg, when there is one, in the same order. */
export function returnSection(booking: Booking, instructions?: string | null): DetailSection[] {
  if (!booking.return_pickup_address) return [];
  return [
    {
      title: 'Return Journey',
      rows: [
        { label: 'Pickup Address', value: text(booking.return_pickup_address) },
        ...flightRows(booking.return_flight_no),
        { label: 'Drop Off', value: text(booking.return_dropoff_address) },
        { label: 'Pickup Date', value: formatDisplayDate(text(booking.return_date)) },
        { label: 'Pickup Time', value: time(booking.return_time) },
        ...extrasRows(booking, 'return'),
      ],
      note: meetingNote(instructions, booking.return_pickup_address, booking.return_meet_and_greet),
    },
  ];
}
