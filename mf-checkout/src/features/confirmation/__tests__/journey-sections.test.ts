import { bookingSchema, bookingStopSchema } from '@booking/shared/api';
import { sampleSelectedVehicle } from '@booking/shared/testing';
import { bookingDetailSections } from '../model/labels';
import { stopText } from '../model/journey-sections';

// product §10 "What the visitor sees": a confirmation that is true. Each leg with its stops, its flight or
// train and its meeting instructions; hourly words for an hourly hire; the breakdown of the total booked.

const MEETING = 'Your driver meets you in the arrivals hall with a name board. If you cannot find your driver, call our 24/7 line.';
const distance = (fields: Record<string, unknown> = {}) =>
  bookingSchema.parse({
    booking_number: '24681357',
    ride_type: 'Q',
    pick_up_address: 'Heathrow Airport Terminal 5',
    drop_off_address: '10 Downing Street',
    pick_up_date: '2026-03-29',
    pick_up_time: '09:15',
    payment_method: 'car',
    total_booking_amount: 52,
    ...fields,
  });
const withReturn = {
  return_pickup_address: '10 Downing Street',
  return_dropoff_address: 'Gatwick Airport South Terminal',
  return_date: '2026-04-02',
  return_time: '18:00',
};
const sectionsOf = (booking: ReturnType<typeof distance>, extras: Parameters<typeof bookingDetailSections>[2] = {}) =>
  Object.fromEntries(bookingDetailSections({ booking, stops: [], passenger: null }, { CURRENCY: '£' }, extras).map((s) => [s.title, s]));
const labelled = (section: { rows: { label: string; value: string }[] } | undefined) => section?.rows.map((r) => `${r.label}: ${r.value}`);

test.each([
  [{ stop_address: 'Baker Street', stop_street_number: '221B', stop_post_code: 'NW1 6XE' }, '221B Baker Street, NW1 6XE'],
  [{ stop_address: 'Baker Street', stop_post_code: 'NW1 6XE' }, 'Baker Street, NW1 6XE'],
  [{ stop_address: 'Baker Street', stop_street_number: ' ', stop_post_code: null }, 'Baker Street'],
])('stop %p reads %p', (stop, text) => expect(stopText(bookingStopSchema.parse(stop))).toBe(text));

test('each leg’s flight or train number under its pickup', () => {
  const sections = sectionsOf(distance({ ...withReturn, flight_no: 'BA117', return_flight_no: '9O 4021' }));
  expect(labelled(sections['Outward Journey'])).toContain('Flight or Train Number: BA117');
  expect(labelled(sections['Return Journey'])?.[1]).toBe('Flight or Train Number: 9O 4021');
  expect(labelled(sectionsOf(distance())['Outward Journey'])?.join('|')).not.toMatch(/Flight/);
});

describe('meeting instructions under the leg they apply to', () => {
  test.each([
    ['an airport pickup with meet and greet: all of it, outward', { meet_and_greet: 'yes' }, MEETING, null],
    ['an airport pickup without: no arrivals hall', {}, 'If you cannot find your driver, call our 24/7 line.', null],
    [
      'a return picked up at a station with meet and greet: under the return only',
      { pick_up_address: '10 Downing Street', ...withReturn, return_pickup_address: "King's Cross Station", return_meet_and_greet: 'yes' },
      null,
      MEETING,
    ],
    ['a street pickup: none', { pick_up_address: '10 Downing Street', meet_and_greet: 'yes' }, null, null],
  ])('%s', (_name, fields, outward, back) => {
    const sections = sectionsOf(distance(fields), { meetingInstructions: MEETING });
    expect(sections['Outward Journey'].note?.text ?? null).toBe(outward);
    expect(sections['Return Journey']?.note?.text ?? null).toBe(back);
    if (outward) expect(sections['Outward Journey'].note?.title).toBe('Meeting your driver');
  });
});

test('an hourly hire reads as one: no outward or one-way words, the duration with the journey', () => {
  const booking = distance({ ride_type: 'H', drop_off_address: null, hourly_duration: '5hour', flight_no: 'EZY2044' });
  const sections = bookingDetailSections({ booking, stops: [], passenger: null }, {});
  expect(sections.map((s) => s.title)).toEqual(['Booking Details', 'Hourly Hire', 'Payment']);
  expect(labelled(sections[1])).toEqual([
    'Pickup Address: Heathrow Airport Terminal 5',
    'Flight or Train Number: EZY2044',
    'Pickup Date: 29/03/2026',
    'Pickup Time: 09:15',
    'Hourly Duration: 5 Hours',
  ]);
  expect(JSON.stringify(sections)).not.toMatch(/One Way|Outward/i);
});

describe('the Price Breakdown of the total booked', () => {
  const breakdown = {
    base_fare: 40,
    return_fare: 0,
    extras: [{ code: 'meet_and_greet', name: 'Meet and greet', leg: 'outbound', quantity: 1, unit_price: 12, amount: 12 }],
    quantity: 1,
    final_price: 52,
  };
  const vehicle = { ...sampleSelectedVehicle, breakdown: { ...breakdown, extras: [], base_fare: 52 } };

  test.each([
    ['the answer’s', distance({ breakdown }), null, ['Base fare: £40.00', 'Meet & Greet: £12.00', 'Total: £52.00']],
    ['else the one this browser priced, when it adds up to the total booked', distance(), vehicle, ['Base fare: £52.00', 'Total: £52.00']],
    ['none when neither explains the total', distance({ total_booking_amount: 60, breakdown }), vehicle, undefined],
  ])('%s', (_name, booking, booked, expected) => {
    expect(labelled(sectionsOf(booking, { vehicle: booked })['Price Breakdown'])).toEqual(expected);
  });
});
