import { selectedVehicleDataSchema } from '../../api/entities';
import { bookedQuantity, selectedVehicleTotal } from '../selection';

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

const vehicle = (selection_type: 'lowest' | 'selection', quantity: number, final_price = 84, breakdownTotal = 42) =>
  selectedVehicleDataSchema.parse({
    vehicle_id: 1,
    company_id: 2,
    company_name: 'Capital Cars',
    vehicle_type: 'Saloon',
    price: 42,
    final_price,
    breakdown: { base_fare: 42, final_price: breakdownTotal },
    selection_type,
    quantity,
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
