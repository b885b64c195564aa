import type { ExtraLine } from '@booking/shared/api';
import { extraColumns, extrasInWords } from './booking-extras';

const line = (leg: ExtraLine['leg'], code: string, quantity: number): ExtraLine => ({
  code,
  name: code,
  leg,
  quantity,
  unit_price: 1,
  amount: quantity,
});

describe('the extras a booking keeps per leg', () => {
  it.each([
    ['nothing priced', [], {}],
    ['meet and greet out', [line('outbound', 'meet_and_greet', 1)], { meet_and_greet: 'yes', return_meet_and_greet: 'no' }],
    ['two baby seats back', [line('return', 'baby_seats', 2)], { baby_seat: 0, return_baby_seat: 2 }],
    ['a wheelchair back', [line('return', 'wheel_chair', 1)], { wheel_chair: 'no', return_wheel_chair: 'yes' }],
    ['3 waiting steps back are 15 minutes', [line('return', 'waiting_min', 3)], { waiting_minutes: 0, return_waiting_minutes: 15 }],
    [
      'special luggage on both legs',
      [line('outbound', 'special_luggage', 1), line('return', 'special_luggage', 4)],
      { special_luggages: 1, return_special_luggages: 4 },
    ],
    ['a booster seat out', [line('outbound', 'booster_seats', 1)], { booster_seat: 1, return_booster_seat: 0 }],
  ])('%s', (_case, lines, expected) => {
    const columns = extraColumns(lines);
    expect(Object.keys(columns)).toHaveLength(12);
    expect(columns).toMatchObject({ meet_and_greet: 'no', baby_seat: 0, return_wheel_chair: 'no', return_waiting_minutes: 0, ...expected });
  });

  it.each([
    ['outbound', {}, ''],
    ['outbound', { meet_and_greet: 'yes', baby_seat: 1 }, 'Meet and greet, Baby seat'],
    [
      'return',
      { return_meet_and_greet: 'yes', return_baby_seat: 2, return_wheel_chair: 'yes' },
      'Meet and greet, 2 x Baby seat, Wheelchair',
    ],
    ['return', { return_booster_seat: '3', return_special_luggages: 1 }, '3 x Booster seat, Special luggage'],
    ['return', { return_waiting_minutes: 10 }, 'Waiting time 10 minutes'],
    ['return', { meet_and_greet: 'yes', return_meet_and_greet: 'no', return_baby_seat: null }, ''],
  ] as const)('the %s leg of %p reads %p', (leg, row, words) => {
    expect(extrasInWords(row, leg)).toBe(words);
  });
});
