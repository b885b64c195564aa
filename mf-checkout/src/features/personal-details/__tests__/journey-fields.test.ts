import { bookingFormSchema } from '@booking/shared/api';
import { journeyFieldsFor } from '../model/journey-fields';

const form = (values: Record<string, string>) => bookingFormSchema.parse(values);

describe('journey fields (product §2)', () => {
  test.each([
    [
      'one way from an airport',
      'milleage',
      { pickup: 'Heathrow Airport TW6', dropoff: 'SW1A 1AA' },
      { pickup: true, return: false, isReturnTrip: false },
    ],
    [
      'case-insensitive terminal',
      'milleage',
      { pickup: 'HEATHROW TERMINAL 5', dropoff: 'x' },
      { pickup: true, return: false, isReturnTrip: false },
    ],
    [
      'return to an airport',
      'milleage',
      { select_option: 'return', pickup: 'SW1A 1AA', return_dropoff: 'Gatwick airport' },
      { pickup: false, return: true, isReturnTrip: true },
    ],
    [
      'return drop-off ignored one way',
      'milleage',
      { pickup: 'SW1A 1AA', return_dropoff: 'Gatwick airport' },
      { pickup: false, return: false, isReturnTrip: false },
    ],
    [
      'no airport',
      'milleage',
      { select_option: 'return', pickup: 'SW1A 1AA', return_dropoff: 'EC2M 7PY' },
      { pickup: false, return: false, isReturnTrip: true },
    ],
    [
      'hourly bookings have no booking form fields',
      'hourly',
      { pickup: 'Heathrow Airport' },
      { pickup: false, return: false, isReturnTrip: false },
    ],
  ] as const)('%s', (_name, type, values, expected) => expect(journeyFieldsFor(type, form(values))).toEqual(expected));

  it('asks nothing without a stored form', () => expect(journeyFieldsFor('milleage', null).pickup).toBe(false));
});
