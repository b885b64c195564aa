import type { Booking } from '@booking/shared/api';
import { parseTime, ukWallClockToInstant } from './uk-instant';

export interface CalendarOptions {
  /** Length of a transfer (hourly bookings use their duration). */
  journeyMinutes?: number;
  companyName?: string;
  /** The site's host, for unique event ids. */
  host?: string;
  now?: Date;
}

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
export const escapeIcsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
export function foldIcsLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const chunks: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    if (size + length > (chunks.length === 0 ? 75 : 74)) {
      chunks.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

interface Leg {
  id: string;
  date: string | null | undefined;
  time: string | null | undefined;
  from: string;
  to: string;
  title: string;
}

function legEvent(booking: Booking, leg: Leg, minutes: number, options: CalendarOptions): string[] {
  const clock = parseTime(leg.time);
  if (!leg.date || !clock) return [];
  const start = ukWallClockToInstant(leg.date, clock[0], clock[1]);
  const end = new Date(start.getTime() + minutes * 60_000);
  const ukTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }).format(start);
  const description = [
    `Booking reference ${booking.booking_number}`,
    `Pickup (UK time): ${ukTime}`,
    `From: ${leg.from}`,
    leg.to ? `To: ${leg.to}` : '',
    options.companyName ? `Operator: ${options.companyName}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:booking-${booking.booking_number}-${leg.id}@${options.host ?? 'booking.local'}`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText(`${leg.title}: ${leg.from}${leg.to ? ` to ${leg.to}` : ''}`)}`,
    `LOCATION:${escapeIcsText(leg.from)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    'END:VEVENT',
  ];
}

/**
 * An iCalendar file with one event per journey leg. Times are written in UTC, converted from the UK
 * wall clock of the day itself, so a pickup either side of a clock change lands at the right hour in
 * any calendar, wherever the visitor is.
 */
export function bookingToIcs(booking: Booking, options: CalendarOptions = {}): string {
  const hourly = booking.ride_type !== 'Q';
  const hours = Number.parseInt(String(booking.hourly_duration ?? ''), 10);
  const minutes = hourly && Number.isFinite(hours) && hours > 0 ? hours * 60 : Math.max(15, Math.round(options.journeyMinutes ?? 60));
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const legs: Leg[] = [
    {
      id: 'outward',
      date: booking.pick_up_date,
      time: booking.pick_up_time,
      from: text(booking.pick_up_address),
      to: hourly ? '' : text(booking.drop_off_address),
      title: hourly ? 'Hourly hire' : 'Taxi pickup',
    },
  ];
  if (booking.return_pickup_address) {
    legs.push({
      id: 'return',
      date: booking.return_date,
      time: booking.return_time,
      from: text(booking.return_pickup_address),
      to: text(booking.return_dropoff_address),
      title: 'Return pickup',
    });
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//UK Transfer Booking//Confirmation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...legs.flatMap((leg) => legEvent(booking, leg, minutes, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
