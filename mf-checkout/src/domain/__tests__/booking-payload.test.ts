import { bookingFormSchema, bookingPayloadSchema, hourlyRateFormSchema, registrationDataSchema } from '@booking/shared/api';
import { bookedQuantity } from '@booking/shared/domain';
import { bookingFingerprint, buildBookingPayload, MissingBookingDataError, toMinorUnits, type BookingSources } from '../booking-payload';
import { pickedSaloon as vehicle } from '@booking/shared/testing';

const bookingForm = bookingFormSchema.parse({
  pickup: 'Heathrow Airport',
  dropoff: 'SW1A 2AA',
  pickup_date: '2026-03-29',
  pickup_hour: '1am',
  pickup_min: '30',
});
const hourlyRateForm = hourlyRateFormSchema.parse({ pickup: 'Gatwick Airport', pickup_date: '2026-10-25', pickup_duration: '5hour' });
const registrationData = registrationDataSchema.parse({
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  number: '+447700900123',
});

const sources = (over: Partial<BookingSources> = {}): BookingSources => ({
  selectedVehicleData: vehicle('selection', 2),
  bookingType: 'milleage',
  bookingForm,
  hourlyRateForm,
  registrationData,
  clientMode: 'new_client',
  ...over,
});

describe('bookedQuantity of a stored choice: selectedVehicle is 1 for the lowest card, else the quantity (product §7)', () => {
  test.each([
    ['lowest', 1, 1],
    ['lowest', 4, 1],
    ['selection', 1, 1],
    ['selection', 3, 3],
    ['selection', 6, 6],
  ] as const)('%s card, quantity %i -> %i', (type, quantity, expected) => {
    const stored = vehicle(type, quantity);
    expect(bookedQuantity(stored.selection_type, stored.quantity)).toBe(expected);
  });
});

describe('toMinorUnits: the card amount is the final price times 100 (product §9)', () => {
  test.each([
    [42, 4200],
    ['42.50', 4250],
    [12.1, 1210],
    [0.29, 29],
    [1005.005, 100501],
    [19.999, 2000],
    [0, 0],
    [-5, 0],
    ['abc', 0],
    [Number.NaN, 0],
  ])('%p -> %p', (amount, expected) => {
    expect(toMinorUnits(amount)).toBe(expected);
  });
});

describe('buildBookingPayload: every product §7 field', () => {
  test.each([
    [
      'distance, pay in car',
      sources(),
      { paymentMethod: 'car' as const, stripeSessionId: 'cs_ignored', paymentId: 'pi_ignored' },
      {
        bookingType: 'milleage',
        bookingForm,
        hourlyRateForm: null,
        payment_method: 'car',
        stripe_session_id: null,
        paymentId: null,
        selectedVehicle: 2,
      },
    ],
    [
      'hourly, card',
      sources({ bookingType: 'hourly', selectedVehicleData: vehicle('lowest', 3) }),
      { paymentMethod: 'card' as const, stripeSessionId: 'cs_1', paymentId: 'pi_1' },
      {
        bookingType: 'hourly',
        bookingForm: null,
        hourlyRateForm,
        payment_method: 'card',
        stripe_session_id: 'cs_1',
        paymentId: 'pi_1',
        selectedVehicle: 1,
      },
    ],
    ['no client mode stored', sources({ clientMode: null }), { paymentMethod: 'car' as const }, { selected_passenger: 'guest_login' }],
  ])('%s', (_name, from, payment, expected) => {
    const payload = buildBookingPayload(from, payment);
    expect(Object.keys(payload).sort()).toEqual([
      'bookingForm',
      'bookingType',
      'hourlyRateForm',
      'paymentId',
      'payment_method',
      'registrationData',
      'selectedVehicle',
      'selectedVehicleData',
      'selected_passenger',
      'stripe_session_id',
    ]);
    expect(payload).toMatchObject({
      selectedVehicleData: from.selectedVehicleData,
      registrationData,
      selected_passenger: from.clientMode ?? 'guest_login',
      ...expected,
    });
    expect(bookingPayloadSchema.safeParse(payload).success).toBe(true);
  });

  test.each([
    ['selectedVehicleData', { selectedVehicleData: null }],
    ['registrationData', { registrationData: null }],
    ['BookingType', { bookingType: null }],
    ['BookingForm', { bookingForm: null }],
    ['HourlyRateForm', { bookingType: 'hourly' as const, hourlyRateForm: null }],
  ])('names the missing %s', (item, over) => {
    const attempt = () => buildBookingPayload(sources(over), { paymentMethod: 'car' });
    expect(attempt).toThrow(MissingBookingDataError);
    expect(attempt).toThrow(item);
  });
});

describe('bookingFingerprint: a changed choice gets a new idempotency key', () => {
  const base = buildBookingPayload(sources(), { paymentMethod: 'card', stripeSessionId: 'cs_1' });
  test.each([
    ['another checkout session', buildBookingPayload(sources(), { paymentMethod: 'card', stripeSessionId: 'cs_2', paymentId: 'pi' }), true],
    ['another quantity', buildBookingPayload(sources({ selectedVehicleData: vehicle('selection', 3) }), { paymentMethod: 'card' }), false],
    ['pay in car instead', buildBookingPayload(sources(), { paymentMethod: 'car' }), false],
    ['another client mode', buildBookingPayload(sources({ clientMode: 'guest_login' }), { paymentMethod: 'card' }), false],
    [
      'another e-mail',
      buildBookingPayload(sources({ registrationData: { ...registrationData, email: 'b@example.com' } }), { paymentMethod: 'card' }),
      false,
    ],
    // The digest is stored: the password must not be part of it, not even hashed.
    [
      'the password typed again',
      buildBookingPayload(sources({ registrationData: { ...registrationData, password: 'S3cret!pass' } }), { paymentMethod: 'card' }),
      true,
    ],
  ])('%s -> same: %s', (_name, other, same) => {
    expect(bookingFingerprint(other) === bookingFingerprint(base)).toBe(same);
  });
});
