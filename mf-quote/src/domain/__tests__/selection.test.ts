import { cardTotal, isBookable, lowestCardPrice, repricedEntry, selectionRecord, totalForQuantity } from '../selection';

const entry = (price: number, breakdownFinal = price, breakdownQuantity = 1) => ({
  vehicle_id: 1,
  company_id: 2,
  price,
  final_price: price,
  breakdown: { base_fare: price, final_price: breakdownFinal, quantity: breakdownQuantity },
});

describe('quantity totals: what a card shows', () => {
  test.each([
    ['one vehicle', entry(42.5), 'selection', 1, 42.5],
    ['three vehicles', entry(42.5), 'selection', 3, 127.5],
    ['pennies stay pennies', entry(12.1), 'selection', 3, 36.3],
    ['six at most', entry(10), 'selection', 8, 60],
    ['Lowest Price card: the breakdown final price', entry(40, 44.5), 'lowest', 3, 44.5],
    ['Lowest Price card after a 2-vehicle booking: one vehicle', entry(40, 89, 2), 'lowest', 1, 44.5],
  ] as const)('%s', (_case, e, type, quantity, expected) => {
    expect(cardTotal(e, type, quantity)).toBe(expected);
  });

  test('lowestCardPrice reads the breakdown', () => expect(lowestCardPrice(entry(40, 47.25))).toBe(47.25));
  test.each([
    [12.1, 3, 36.3],
    ['50', '2', 100],
    [20, undefined, 20],
    [20, 0, 20],
    ['x', 2, 0],
  ])('totalForQuantity(%p, %p) is %p', (price, qty, total) => expect(totalForQuantity(price, qty)).toBe(total));
});

describe('the selection record', () => {
  const answer = (final: number, quantity: number) => ({ final_price: final, breakdown: { base_fare: 40, final_price: final, quantity } });

  test.each([
    [
      'a card chosen with quantity 3',
      'selection',
      3,
      answer(127.5, 3),
      { selection_type: 'selection', quantity: 3, final_price: 127.5, price: 42.5 },
    ],
    ['the Lowest Price card', 'lowest', 4, answer(42.5, 1), { selection_type: 'lowest', quantity: 1, final_price: 42.5, price: 42.5 }],
  ] as const)('%s', (_case, type, quantity, priced, expected) => {
    const record = selectionRecord(entry(42.5), type, quantity, priced);
    expect(record).toMatchObject({ vehicle_id: 1, company_id: 2, ...expected });
    expect(record.breakdown).toBe(priced.breakdown);
  });

  test('the list keeps one vehicle’s figures and the call’s breakdown', () => {
    expect(repricedEntry(entry(40), answer(127.5, 3))).toMatchObject({
      price: 42.5,
      final_price: 42.5,
      breakdown: { final_price: 127.5, quantity: 3 },
    });
  });
});

describe('isBookable: Book Now or Contact Us', () => {
  test.each([
    [42, true],
    ['0.5', true],
    [0, false],
    ['0', false],
    [-3, false],
    ['n/a', false],
  ])('price %p: %p', (price, expected) => expect(isBookable({ price })).toBe(expected));
});
