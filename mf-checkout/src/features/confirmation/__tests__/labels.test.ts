import { bookingSchema, bookingStopSchema, passengerDetailsSchema } from '@booking/shared/api';
import { sampleSelectedVehicle } from '@booking/shared/testing';
import { legExtrasText } from '../model/extras';
import { bookingDetailSections, bookingTypeLabel, confirmationStatus, outcomeText, paymentMethodLabel, vehicleRows } from '../model/labels';

test.each([
  ['/payment-success', null, 'success'],
  ['/payment-success', 'success', 'success'],
  ['/paymentSuccessView', 'canceled', 'canceled'],
  ['/payment-success', 'failed', 'failed'],
  ['/payment-cancel', 'success', 'canceled'],
  ['/payment-cancel/', null, 'canceled'],
  ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-cancel', null, 'canceled'],
  ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-cancel', 'success', 'canceled'],
  ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success', 'success', 'success'],
])('%s?status=%s is %s', (path, status, expected) => {
  expect(confirmationStatus(path, status)).toBe(expected);
});

test.each([
  ['success', 'Thank You', 'Your Booking is Confirmed!'],
  ['canceled', 'Payment Canceled', 'Please try again or contact support if you need assistance.'],
  ['failed', 'Payment Canceled', 'Please try again or contact support if you need assistance.'],
])('status %s reads %s / %s', (status, title, message) => {
  expect(outcomeText(status)).toEqual({ title, message });
});

test.each([
  ['Q', 'Normal Booking'],
  ['H', 'Hourly Booking'],
  ['', 'Hourly Booking'],
  [null, 'Hourly Booking'],
])('ride type %p is %s', (ride, label) => expect(bookingTypeLabel(ride)).toBe(label));

test.each([
  ['car', 'Pay in Car'],
  ['card', 'Pay by Card'],
  ['invoice', 'Pay by Card'],
  ['', ''],
  [null, ''],
])('payment method %p reads %p, never the raw value', (method, label) => expect(paymentMethodLabel(method)).toBe(label));

const passenger = passengerDetailsSchema.parse({
  passenger_name: 'Ada Lovelace',
  passenger_email: 'ada@example.com',
  passenger_contact_no: '+447700900123',
  additional_info: 'Two bags',
  total_passengers: 2,
});
const rows = (sections: ReturnType<typeof bookingDetailSections>) =>
  sections.map((s) => [s.title, s.rows.map((r) => `${r.label}: ${r.value}`)]);

describe('Booking Details rows (product §2)', () => {
  test('a return distance booking with a stop, in pounds', () => {
    const booking = bookingSchema.parse({
      booking_number: 12345678,
      ride_type: 'Q',
      pick_up_address: 'Heathrow Airport',
      drop_off_address: 'SW1A 2AA',
      pick_up_date: '2026-03-29',
      pick_up_time: '09:15:00',
      return_pickup_address: 'SW1A 2AA',
      return_dropoff_address: 'Heathrow Airport',
      return_date: '2026-04-02',
      return_time: '18:00',
      payment_method: 'car',
      total_booking_amount: 1234.5,
    });
    const stops = [bookingStopSchema.parse({ stop_address: 'Baker Street', stop_post_code: 'NW1 6XE', stop_street_number: '221B' })];
    expect(rows(bookingDetailSections({ booking, stops, passenger }, { CURRENCY: '£' }))).toEqual([
      ['Booking Details', ['Reference ID: 12345678', 'Booking Type: Normal Booking']],
      [
        'Outward Journey',
        [
          'Pickup Address: Heathrow Airport',
          'Stop 1: 221B Baker Street, NW1 6XE',
          'Drop Off: SW1A 2AA',
          'Pickup Date: 29/03/2026',
          'Pickup Time: 09:15',
        ],
      ],
      ['Return Journey', ['Pickup Address: SW1A 2AA', 'Drop Off: Heathrow Airport', 'Pickup Date: 02/04/2026', 'Pickup Time: 18:00']],
      ['Payment', ['Payment Method: Pay in Car', 'Total Booking Amount: £1,234.50']],
      [
        'Passenger Details',
        ['Email: ada@example.com', 'Phone: +447700900123', 'Name: Ada Lovelace', 'Additional Info: Two bags', 'Total Passengers: 2'],
      ],
    ]);
  });

  test('an hourly card booking in hourly words, GBP rounded off, no passenger block when the API sent none', () => {
    const booking = bookingSchema.parse({
      booking_number: '87654321',
      ride_type: 'H',
      pick_up_address: 'Gatwick Airport',
      pick_up_date: '2026-10-25',
      pick_up_time: '10:00',
      hourly_duration: '5hour',
      payment_method: 'card',
      total_booking_amount: 250.6,
    });
    expect(rows(bookingDetailSections({ booking, stops: [], passenger: null }, { CURRENCY: 'GBP', ROUND_OFF: 'yes' }))).toEqual([
      ['Booking Details', ['Reference ID: 87654321', 'Booking Type: Hourly Booking']],
      ['Hourly Hire', ['Pickup Address: Gatwick Airport', 'Pickup Date: 25/10/2026', 'Pickup Time: 10:00', 'Hourly Duration: 5 Hours']],
      ['Payment', ['Payment Method: Pay by Card', 'Total Booking Amount: GBP 251']],
    ]);
  });
});

describe("each leg's extras and the return note (product §10 'Money, trust and privacy')", () => {
  const returnTrip = (fields: Record<string, unknown>) =>
    bookingSchema.parse({
      booking_number: '24681357',
      ride_type: 'Q',
      pick_up_address: 'Heathrow Airport',
      drop_off_address: 'SW1A 2AA',
      pick_up_date: '2026-03-29',
      pick_up_time: '09:15',
      return_pickup_address: 'SW1A 2AA',
      return_dropoff_address: 'Heathrow Airport',
      return_date: '2026-04-02',
      return_time: '18:00',
      ...fields,
    });

  test.each([
    ['outbound', {}, ''],
    ['outbound', { meet_and_greet: 'yes', baby_seat: 1 }, 'Meet & Greet, Baby Seat'],
    ['outbound', { meet_and_greet: 'no', wheel_chair: 'Yes', booster_seat: '2' }, 'Booster Seat × 2, Wheelchair'],
    ['return', { meet_and_greet: 'yes', return_meet_and_greet: 'no' }, ''],
    [
      'return',
      { return_meet_and_greet: 'yes', return_baby_seat: 2, return_wheel_chair: 'yes', return_waiting_minutes: 10 },
      'Meet & Greet, Baby Seat × 2, Wheelchair, Waiting Time 10 mins',
    ],
    ['return', { return_special_luggages: 3, return_booster_seat: 0 }, 'Special Luggage × 3'],
  ])('the %s leg of %p: %p', (leg, fields, text) => {
    expect(legExtrasText(returnTrip(fields), leg as 'outbound' | 'return')).toBe(text);
  });

  test('each journey block lists its extras, and the passenger block the return note', () => {
    const booking = returnTrip({ meet_and_greet: 'yes', return_baby_seat: 2, return_wheel_chair: 'yes' });
    const withNote = passengerDetailsSchema.parse({ ...passenger, return_additional_info: 'Ring on arrival' });
    const sections = Object.fromEntries(rows(bookingDetailSections({ booking, stops: [], passenger: withNote }, {})));
    expect(sections['Outward Journey']).toContain('Extras: Meet & Greet');
    expect(sections['Return Journey']).toContain('Extras: Baby Seat × 2, Wheelchair');
    expect(sections['Passenger Details']).toEqual(
      expect.arrayContaining(['Additional Info: Two bags', 'Return Additional Info: Ring on arrival']),
    );
  });

  test('no Extras row and no return note where the answer says nothing of them, nor a return note on a one-way trip', () => {
    const labels = (booking: ReturnType<typeof returnTrip>, details: typeof passenger) =>
      rows(bookingDetailSections({ booking, stops: [], passenger: details }, {})).flatMap(([, labelled]) => labelled);
    expect(labels(returnTrip({}), passenger).join('|')).not.toMatch(/Extras|Return Additional Info/);
    const noted = passengerDetailsSchema.parse({ ...passenger, return_additional_info: 'Ring on arrival' });
    expect(labels(returnTrip({ return_pickup_address: null }), noted).join('|')).not.toMatch(/Return Additional Info/);
  });
});

test('the vehicle and operator booked join the Booking Details, with the quantity; nothing when unknown', () => {
  const booking = bookingSchema.parse({ booking_number: '1', ride_type: 'Q', payment_method: 'car' });
  const first = (vehicle?: Parameters<typeof vehicleRows>[0]) =>
    rows(bookingDetailSections({ booking, stops: [], passenger: null }, {}, { vehicle }))[0];
  expect(first({ ...sampleSelectedVehicle, selection_type: 'selection', quantity: 2 })).toEqual([
    'Booking Details',
    ['Reference ID: 1', 'Booking Type: Normal Booking', 'Vehicle: Saloon × 2', 'Operator: Airport Express'],
  ]);
  expect(first(null)).toEqual(['Booking Details', ['Reference ID: 1', 'Booking Type: Normal Booking']]);
  expect(vehicleRows({ ...sampleSelectedVehicle, company_name: '' })).toEqual([{ label: 'Vehicle', value: 'Saloon' }]);
});
