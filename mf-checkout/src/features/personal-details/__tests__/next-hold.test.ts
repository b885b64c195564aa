import type { BookingForm } from '@booking/shared/api';
import { sampleBookingForm, sampleSelectedVehicle } from '@booking/shared/testing';
import { nextHolds, selectedVehicleOverflow } from '../model/next-hold';

// sampleSelectedVehicle: a Saloon with 4 seats, 2 luggage, 2 hand luggage, chosen from the Lowest Price card.
const saloon = { ...sampleSelectedVehicle, selection_type: 'selection' as const, quantity: 1 };
const form = (over: Partial<BookingForm>): BookingForm => ({ ...sampleBookingForm, passengers: 2, luggages: 1, hand_luggages: 0, ...over });

describe('selectedVehicleOverflow: the chosen vehicle x its quantity must hold each leg', () => {
  test.each([
    ['everything fits', saloon, form({}), null],
    ['exactly full', saloon, form({ passengers: 4, luggages: 2, hand_luggages: 2 }), null],
    ['one case too many', saloon, form({ luggages: 3 }), 'Luggage exceeded by 1'],
    [
      'every limit, in the rule’s order',
      saloon,
      form({ passengers: 5, luggages: 4, hand_luggages: 3 }),
      'Passengers exceeded by 1, Luggage exceeded by 2, Hand Luggage exceeded by 1',
    ],
    ['two vehicles hold twice as much', { ...saloon, quantity: 2 }, form({ luggages: 4, hand_luggages: 4 }), null],
    ['two vehicles, still too much', { ...saloon, quantity: 2 }, form({ luggages: 5 }), 'Luggage exceeded by 1'],
    [
      'the Lowest Price card books one vehicle whatever its quantity',
      { ...saloon, selection_type: 'lowest' as const, quantity: 3 },
      form({ luggages: 3 }),
      'Luggage exceeded by 1',
    ],
    ['the return leg too', saloon, form({ select_option: 'return', return_hand_luggages: 4 }), 'Return Hand Luggage exceeded by 2'],
    ['a one-way trip ignores return counts', saloon, form({ select_option: 'one_way', return_luggages: 9 }), null],
  ])('%s', (_case, vehicle, journey, expected) => {
    expect(selectedVehicleOverflow(vehicle, 'milleage', journey)).toBe(expected);
  });

  test.each([
    ['no vehicle chosen', null, 'milleage', form({ luggages: 9 })],
    ['an hourly hire (no luggage counts)', saloon, 'hourly', form({ luggages: 9 })],
    ['no stored journey', saloon, 'milleage', null],
  ] as const)('nothing to check: %s', (_case, vehicle, type, journey) => {
    expect(selectedVehicleOverflow(vehicle, type, journey)).toBeNull();
  });
});

describe('nextHolds: what keeps Next from going on', () => {
  test.each([
    ['the price is in, the vehicle fits', { status: 'ready' as const }, null, true, []],
    ['the price is being asked again', { status: 'loading' as const }, null, true, [{ kind: 'pricing' }]],
    [
      'asking failed',
      { status: 'error' as const, message: 'API response was not successful.' },
      null,
      true,
      [{ kind: 'price-error', message: 'API response was not successful.' }],
    ],
    [
      'too much luggage, while the price is asked',
      { status: 'loading' as const },
      'Luggage exceeded by 1',
      true,
      [{ kind: 'capacity', exceeded: 'Luggage exceeded by 1' }, { kind: 'pricing' }],
    ],
    ['no vehicle: no price to wait for (the step guard decides)', { status: 'loading' as const }, null, false, []],
  ])('%s', (_case, price, overflow, hasVehicle, expected) => {
    expect(nextHolds(price, overflow, hasVehicle)).toEqual(expected);
  });
});
