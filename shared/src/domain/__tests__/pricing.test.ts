import fc from 'fast-check';
import { formatPrice, lowestPriceEntry, vehicleSelectionKey } from '../pricing';

const entry = (vehicle_id: number, company_id: number, price: number | string) => ({ vehicle_id, company_id, price });
const list = [entry(1, 10, 55), entry(2, 10, 80), entry(1, 20, 42.5), entry(3, 20, 90), entry(2, 30, 60)];

describe('lowestPriceEntry', () => {
  test.each([
    ['smallest numeric price', list, { vehicle_id: 1, company_id: 20 }],
    ['numeric strings compare as numbers, not text', [entry(1, 1, '9'), entry(2, 2, '10')], { vehicle_id: 1 }],
    ['a 0 price (Contact Us) is not the lowest', [entry(1, 1, 0), entry(2, 2, 30)], { vehicle_id: 2 }],
    ['the first of equal prices wins', [entry(1, 1, 30), entry(2, 2, 30)], { vehicle_id: 1 }],
  ])('%s', (_name, input, expected) => expect(lowestPriceEntry(input)).toMatchObject(expected));

  test.each([
    ['empty', []],
    ['nothing priced', [entry(1, 1, 0), entry(2, 2, 'n/a')]],
  ])('%s gives null', (_name, input) => expect(lowestPriceEntry(input)).toBeNull());
});

describe('formatPrice (product §10 "Dates, times, money": CURRENCY, ROUND_OFF)', () => {
  test.each([
    ['default sign', 12.5, undefined, '£12.50'],
    ['sign setting', 12.5, { CURRENCY: '£' }, '£12.50'],
    ['euro sign', 7, { CURRENCY: '€' }, '€7.00'],
    ['ISO code gets a space', 12.5, { CURRENCY: 'GBP' }, 'GBP 12.50'],
    ['lower-case code is upper-cased', 12.5, { CURRENCY: 'gbp' }, 'GBP 12.50'],
    ['blank setting falls back to £', 3, { CURRENCY: ' ' }, '£3.00'],
    ['thousands are grouped', 1234.5, {}, '£1,234.50'],
    ['numeric string', '45.678', {}, '£45.68'],
    ['ROUND_OFF yes rounds to whole units', 12.5, { ROUND_OFF: 'yes' }, '£13'],
    ['ROUND_OFF yes with a code', 12.49, { ROUND_OFF: 'yes', CURRENCY: 'GBP' }, 'GBP 12'],
    ['ROUND_OFF no keeps pence', 12.5, { ROUND_OFF: 'no' }, '£12.50'],
    ['not a number shows 0', 'abc', {}, '£0.00'],
    ['null shows 0', null, {}, '£0.00'],
    ['negative sign goes first', -5, {}, '-£5.00'],
    ['millions are grouped', 1234567.891, {}, '£1,234,567.89'],
    ['a half penny rounds away from zero', 0.125, {}, '£0.13'],
    ['a half penny written 1.005 rounds up, as it reads', 1.005, {}, '£1.01'],
    ['2.675 rounds up, as it reads', 2.675, {}, '£2.68'],
    ['under a thousandth of a penny is nothing', -1e-9, {}, '-£0.00'],
    ['a negative half rounds away from zero', -2.5, { ROUND_OFF: 'yes' }, '-£2'],
    ['beyond toFixed range', 1e21, {}, '£1,000,000,000,000,000,000,000.00'],
  ])('%s', (_name, amount, settings, text) => expect(formatPrice(amount, settings)).toBe(text));

  // formatPrice writes numbers without Intl (a long task on first use); it must write what Intl writes.
  const intl = (value: number, digits: number) =>
    new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const asIntl = (text: string) => (text.startsWith('-') ? `-${text.slice(2)}` : text.slice(1));
  test('writes every amount as Intl.NumberFormat en-GB does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e20, max: 1e20, noNaN: true }),
          fc.integer().map((n) => n / 1000),
          fc.integer().map((n) => n / 8),
        ),
        (amount) => {
          expect(asIntl(formatPrice(amount))).toBe(intl(amount, 2));
          expect(asIntl(formatPrice(amount, { ROUND_OFF: 'yes' }))).toBe(intl(Math.round(amount), 0));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('selection keys', () => {
  test('vehicleSelectionKey', () => expect(vehicleSelectionKey({ vehicle_id: 3, company_id: 12 })).toBe('3-12'));
});
