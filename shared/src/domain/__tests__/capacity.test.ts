import { checkCapacity } from '../capacity';

const vehicles = [
  { vehicle_id: 1, max_seat: 4, luggage: 2, small_luggage: 2 },
  { vehicle_id: 2, max_seat: 8, luggage: 4, small_luggage: 3 },
  { vehicle_id: 3, max_seat: 16, luggage: 10, small_luggage: 6 },
];
const prefix = "Sorry we don't have any vehicle with requested options, the following limits are exceeded: ";

describe('checkCapacity (product §4, 8)', () => {
  test.each([
    ['passengers only', { passengers: 20, luggages: 0, hand_luggages: 0 }, 'Passengers exceeded by 4'],
    ['luggage only', { passengers: 1, luggages: 12, hand_luggages: 0 }, 'Luggage exceeded by 2'],
    ['hand luggage only', { passengers: 1, luggages: 0, hand_luggages: 7 }, 'Hand Luggage exceeded by 1'],
    [
      'all three, in the product order',
      { passengers: 17, luggages: 11, hand_luggages: 9 },
      'Passengers exceeded by 1, Luggage exceeded by 1, Hand Luggage exceeded by 3',
    ],
    ['numeric strings are compared as numbers', { passengers: '20', luggages: '0', hand_luggages: '0' }, 'Passengers exceeded by 4'],
  ])('%s', (_name, request, list) => {
    expect(checkCapacity(vehicles, request)).toEqual({ ok: false, message: prefix + list });
  });

  test.each([
    ['a small party fits every vehicle', { passengers: 2, luggages: 1, hand_luggages: 1 }, [1, 2, 3]],
    ['limits are inclusive', { passengers: 4, luggages: 2, hand_luggages: 2 }, [1, 2, 3]],
    ['five passengers leave the saloon out', { passengers: 5, luggages: 0, hand_luggages: 0 }, [2, 3]],
    ['each vehicle must fit all three', { passengers: 2, luggages: 5, hand_luggages: 1 }, [3]],
    ['the largest limits exactly', { passengers: 16, luggages: 10, hand_luggages: 6 }, [3]],
  ])('%s', (_name, request, ids) => {
    const result = checkCapacity(vehicles, request);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.fitting.map((v) => v.vehicle_id)).toEqual(ids);
  });

  test('the maximum is per limit, over different vehicles', () => {
    const mixed = [
      { max_seat: 8, luggage: 1, small_luggage: 1 },
      { max_seat: 2, luggage: 9, small_luggage: 1 },
    ];
    // No single vehicle takes 8 passengers and 9 bags, yet no limit is exceeded: nothing fits.
    expect(checkCapacity(mixed, { passengers: 8, luggages: 9, hand_luggages: 0 })).toEqual({ ok: true, fitting: [] });
  });

  test('an empty list is not a capacity error', () => {
    expect(checkCapacity([], { passengers: 3, luggages: 0, hand_luggages: 0 })).toEqual({ ok: true, fitting: [] });
  });
});
