import { breakdownLines } from '../lines';

const settings = { CURRENCY: '£' };
const line = (code: string, leg: 'outbound' | 'return', quantity: number, unit_price: number) => ({
  code,
  name: code,
  leg,
  quantity,
  unit_price,
  amount: Math.round(quantity * unit_price * 100) / 100,
});
const oneWay = { base_fare: 40, return_fare: 0, extras: [], quantity: 1, final_price: 40 };
const withExtras = {
  base_fare: 40,
  return_fare: 0,
  extras: [line('meet_and_greet', 'outbound', 1, 12), line('baby_seats', 'outbound', 2, 8), line('waiting_min', 'outbound', 2, 2.5)],
  quantity: 1,
  final_price: 73,
};
const returnTrip = {
  base_fare: 40,
  return_fare: 38.5,
  extras: [line('baby_seats', 'outbound', 1, 8), line('meet_and_greet', 'return', 1, 12)],
  quantity: 2,
  final_price: 197,
};
const asText = (lines: ReturnType<typeof breakdownLines>) => lines?.map(({ label, value }) => `${label}: ${value}`);

// product §10 "Pricing details the spec leaves open": base fare, each priced extra per leg, the return fare,
// the vehicles and the total; "What the visitor sees": one tap away wherever a total is shown.
describe('breakdownLines', () => {
  test.each([
    ['a one-way fare alone', oneWay, {}, undefined, ['Base fare: £40.00', 'Total: £40.00']],
    [
      'each extra, with its count and unit price when there are several',
      withExtras,
      {},
      73,
      [
        'Base fare: £40.00',
        'Meet & Greet: £12.00',
        'Baby Seat × 2 (£8.00 each): £16.00',
        'Waiting Time 10 mins (2 × £2.50): £5.00',
        'Total: £73.00',
      ],
    ],
    [
      'a return trip of two vehicles: each leg’s extras under its fare, then the vehicles',
      returnTrip,
      {},
      197,
      [
        'Base fare: £40.00',
        'Baby Seat: £8.00',
        'Return fare: £38.50',
        'Return Meet & Greet: £12.00',
        'Vehicles: 2 × £98.50',
        'Total: £197.00',
      ],
    ],
    [
      'ROUND_OFF=yes: the parts to the penny, the rounding said, the total whole',
      { ...oneWay, base_fare: 48.71, final_price: 48.71 },
      { ROUND_OFF: 'yes' },
      49,
      ['Base fare: £48.71', 'Rounding: +£0.29', 'Total: £49'],
    ],
    [
      'ROUND_OFF=yes with the unrounded total given: shown whole, as it is charged',
      { ...oneWay, base_fare: 48.71, final_price: 48.71 },
      { ROUND_OFF: 'yes' },
      48.71,
      ['Base fare: £48.71', 'Rounding: +£0.29', 'Total: £49'],
    ],
    [
      'ROUND_OFF=yes without a total given rounds down too',
      { ...oneWay, base_fare: 48.2, final_price: 48.2 },
      { ROUND_OFF: 'yes' },
      undefined,
      ['Base fare: £48.20', 'Rounding: -£0.20', 'Total: £48'],
    ],
    ['a currency code', oneWay, { CURRENCY: 'GBP' }, 40, ['Base fare: GBP 40.00', 'Total: GBP 40.00']],
  ])('%s', (_name, breakdown, extraSettings, total, expected) =>
    expect(asText(breakdownLines(breakdown, { ...settings, ...extraSettings }, total))).toEqual(expected),
  );

  test('the total line is marked', () => {
    expect(breakdownLines(oneWay, settings)?.at(-1)).toEqual({ label: 'Total', value: '£40.00', isTotal: true });
  });

  test.each([
    ['no breakdown', null, undefined],
    ['a price on request (0)', { ...oneWay, base_fare: 0, final_price: 0 }, undefined],
    ['parts that do not add up to the final price', { ...oneWay, final_price: 45 }, undefined],
    ['a total other than the breakdown’s', oneWay, 42],
    ['a rounded total without ROUND_OFF', { ...oneWay, base_fare: 48.71, final_price: 48.71 }, 49],
  ])('none for %s', (_name, breakdown, total) => expect(breakdownLines(breakdown, settings, total)).toBeNull());
});
