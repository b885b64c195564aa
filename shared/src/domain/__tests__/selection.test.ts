import { bookedQuantity, selectedVehicleTotal } from '../selection';
import { pickedSaloon as vehicle } from '../../testing/fixtures';

describe('bookedQuantity', () => {
  test.each([
    ['lowest', 3, 1],
    ['selection', 3, 3],
    ['selection', 0, 1],
    ['selection', 9, 6],
    ['selection', '2', 2],
    ['selection', 'x', 1],
  ] as const)('%s with %p books %p', (type, quantity, expected) => expect(bookedQuantity(type, quantity)).toBe(expected));
});

describe('selectedVehicleTotal: the lowest card pays its breakdown final_price (product §4)', () => {
  test.each([
    ['lowest', 84, 42, 42],
    ['selection', 84, 42, 84],
    ['selection', 0, 42, 0],
  ] as const)('%s card, final_price %d, breakdown %d -> %d', (type, finalPrice, breakdown, expected) => {
    expect(selectedVehicleTotal(vehicle(type, 2, finalPrice, breakdown))).toBe(expected);
  });
});
