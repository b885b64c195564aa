import { extraPriceLabel, isExtraPriced } from '../extras';

describe('isExtraPriced', () => {
  test.each([
    ['meet_and_greet', { MEET_AND_GREET: '12' }, true],
    ['meet_and_greet', { MEET_AND_GREET: '0' }, false],
    ['baby_seats', {}, false],
    ['waiting_min', { PRICE_PER_FIVE_WAITING_MIN: '2.5' }, true],
    ['wheel_chair', { WHEEL_CHAIR: 'abc' }, false],
  ] as const)('%s with %p: %p', (extra, settings, expected) => expect(isExtraPriced(settings, extra)).toBe(expected));
});

// product §10 "What the visitor sees": each extra's price where it is chosen, per seat, per 5 minutes, per journey.
describe('extraPriceLabel', () => {
  test.each([
    ['meet_and_greet', { MEET_AND_GREET: '12' }, '£12.00 per journey'],
    ['wheel_chair', { WHEEL_CHAIR: '10' }, '£10.00 per journey'],
    ['baby_seats', { BABY_PRICE_PER_SEAT: '8' }, '£8.00 per seat'],
    ['booster_seats', { BOOSTER_PRICE_PER_SEAT: '6', CURRENCY: 'GBP' }, 'GBP 6.00 per seat'],
    ['special_luggage', { SPECIAL_LUGGAGE_PER_PRICE: '5', CURRENCY: '€' }, '€5.00 per item'],
    ['waiting_min', { PRICE_PER_FIVE_WAITING_MIN: '2.5' }, '£2.50 per 5 minutes'],
    // ROUND_OFF rounds totals, never a part of one: £2.50 stays £2.50.
    ['waiting_min', { PRICE_PER_FIVE_WAITING_MIN: '2.5', ROUND_OFF: 'yes' }, '£2.50 per 5 minutes'],
    ['meet_and_greet', { MEET_AND_GREET: '0' }, null],
    ['baby_seats', {}, null],
  ] as const)('%s with %p: %p', (extra, settings, expected) => expect(extraPriceLabel(settings, extra)).toBe(expected));
});
