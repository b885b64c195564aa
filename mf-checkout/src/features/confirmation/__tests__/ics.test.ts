import { bookingSchema } from '@booking/shared/api';
import { bookingToIcs, escapeIcsText, foldIcsLine } from '../model/ics';
import { parseTime, ukWallClockToInstant } from '../model/uk-instant';

// UK clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October 2026.
describe('a UK pickup time as an instant, across the clock changes', () => {
  test.each([
    ['winter (GMT)', '2026-01-15', 10, 0, '2026-01-15T10:00:00.000Z'],
    ['summer (BST)', '2026-07-01', 10, 0, '2026-07-01T09:00:00.000Z'],
    ['spring change day, before it', '2026-03-29', 0, 30, '2026-03-29T00:30:00.000Z'],
    ['spring change day, the missing hour moves forward', '2026-03-29', 1, 30, '2026-03-29T01:30:00.000Z'],
    ['spring change day, after it', '2026-03-29', 9, 0, '2026-03-29T08:00:00.000Z'],
    ['the evening before spring', '2026-03-28', 23, 0, '2026-03-28T23:00:00.000Z'],
    ['autumn change day, the repeated hour is the first (BST)', '2026-10-25', 1, 30, '2026-10-25T00:30:00.000Z'],
    ['autumn change day, after it', '2026-10-25', 9, 0, '2026-10-25T09:00:00.000Z'],
    ['the evening before autumn', '2026-10-24', 23, 0, '2026-10-24T22:00:00.000Z'],
    ['midnight', '2026-06-01', 0, 0, '2026-05-31T23:00:00.000Z'],
  ])('%s: %s %i:%i', (_name, date, hours, minutes, expected) => {
    expect(ukWallClockToInstant(date, hours, minutes).toISOString()).toBe(expected);
  });
});

test.each([
  ['14:05', [14, 5]],
  ['09:30:00', [9, 30]],
  ['2pm', [14, 0]],
  ['12am', [0, 0]],
  ['12:15pm', [12, 15]],
  ['25:00', null],
  ['', null],
  ['soon', null],
])('parseTime(%p) -> %p', (text, expected) => {
  expect(parseTime(text)).toEqual(expected);
});

const booking = (over: Record<string, unknown>) =>
  bookingSchema.parse({
    booking_number: '12345678',
    ride_type: 'Q',
    pick_up_address: 'Heathrow Airport, TW6 1QG',
    drop_off_address: 'London; SW1A 2AA',
    pick_up_date: '2026-03-29',
    pick_up_time: '09:15',
    payment_method: 'car',
    total_booking_amount: 42,
    ...over,
  });
const now = new Date('2026-03-01T12:00:00Z');

describe('the .ics file', () => {
  test.each([
    [
      'after the spring change: BST',
      { pick_up_date: '2026-03-29', pick_up_time: '09:15' },
      'DTSTART:20260329T081500Z',
      'DTEND:20260329T091500Z',
    ],
    [
      'the day before the spring change: GMT',
      { pick_up_date: '2026-03-28', pick_up_time: '09:15' },
      'DTSTART:20260328T091500Z',
      'DTEND:20260328T101500Z',
    ],
    [
      'the autumn change day: GMT again',
      { pick_up_date: '2026-10-25', pick_up_time: '09:15' },
      'DTSTART:20261025T091500Z',
      'DTEND:20261025T101500Z',
    ],
    [
      'the day before the autumn change: BST',
      { pick_up_date: '2026-10-24', pick_up_time: '09:15' },
      'DTSTART:20261024T081500Z',
      'DTEND:20261024T091500Z',
    ],
    [
      'hourly hire lasts its duration',
      { ride_type: 'H', hourly_duration: '5hour', pick_up_date: '2026-10-24', pick_up_time: '23:00' },
      'DTSTART:20261024T220000Z',
      'DTEND:20261025T030000Z',
    ],
  ])('%s', (_name, over, start, end) => {
    const ics = bookingToIcs(booking(over), { now, host: 'example.com' });
    expect(ics).toContain(`\r\n${start}\r\n`);
    expect(ics).toContain(`\r\n${end}\r\n`);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('UID:booking-12345678-outward@example.com');
    expect(ics).toContain('DTSTAMP:20260301T120000Z');
  });

  test('a return trip adds a second event; text is escaped', () => {
    const ics = bookingToIcs(
      booking({
        return_pickup_address: 'London; SW1A 2AA',
        return_dropoff_address: 'Heathrow Airport, TW6 1QG',
        return_date: '2026-10-25',
        return_time: '18:00',
      }),
      { now, journeyMinutes: 45 },
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20261025T180000Z');
    expect(ics).toContain('DTEND:20261025T184500Z');
    expect(ics).toContain('LOCATION:Heathrow Airport\\, TW6 1QG');
    expect(ics).toContain('SUMMARY:Return pickup: London\\; SW1A 2AA to Heathrow Airport\\, TW6 1QG');
  });

  test('a leg without a readable time is left out rather than guessed', () => {
    expect(bookingToIcs(booking({ pick_up_time: 'soon' }), { now })).not.toContain('BEGIN:VEVENT');
  });

  test('escaping and folding follow RFC 5545', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, i) => (i ? line.slice(1) : line))
        .join(''),
    ).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });
});
