import { to24HourTime } from '@booking/shared/domain';
import {
  addDaysIso,
  DURATION_OPTIONS,
  HOUR_OPTIONS,
  isBeforeUkToday,
  MINUTE_OPTIONS,
  roundToFiveMinutes,
  to12Hour,
  ukIsoDate,
  ukToday,
} from '../time';

describe('hour texts (product §10 "Dates, times, money": 12am is 00, 12pm is 12)', () => {
  test.each([
    [0, '12am'],
    [1, '1am'],
    [11, '11am'],
    [12, '12pm'],
    [13, '1pm'],
    [15, '3pm'],
    [23, '11pm'],
  ])('to12Hour(%p) is %p', (hour, text) => expect(to12Hour(hour)).toBe(text));

  test.each([-1, 24, 1.5])('to12Hour(%p) throws', (hour) => expect(() => to12Hour(hour)).toThrow(RangeError));

  test('every hour option converts back to its own 24-hour index', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    HOUR_OPTIONS.forEach((text, index) => expect(to24HourTime(text, 0)).toBe(`${String(index).padStart(2, '0')}:00`));
  });
});

describe('option lists (product §5, 9)', () => {
  test('minutes are 00 to 55 in steps of 5', () => {
    expect(MINUTE_OPTIONS).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
  });
  test('durations are 4hour to 24hour', () => {
    expect(DURATION_OPTIONS[0]).toBe('4hour');
    expect(DURATION_OPTIONS.at(-1)).toBe('24hour');
    expect(DURATION_OPTIONS).toHaveLength(21);
  });
});

// The UK calendar day itself is shared's ukNow, tabled in shared/src/domain/__tests__/time.test.ts; these
// cases show ukToday reads it, on both sides of a clock change.
describe('UK today, whatever the machine zone', () => {
  test.each([
    ['winter, just before midnight', '2025-01-15T23:59:00Z', '2025-01-15'],
    ['summer, 23:30 UTC is 00:30 BST next day', '2025-06-30T23:30:00Z', '2025-07-01'],
    ['autumn change eve: 23:30 UTC is 00:30 BST', '2025-10-25T23:30:00Z', '2025-10-26'],
  ])('%s', (_name, instant, today) => expect(ukToday(new Date(instant))).toBe(today));

  test('ukIsoDate is the UK calendar day of any instant', () => {
    expect(ukIsoDate(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    expect(ukIsoDate(Date.parse('2025-01-15T23:59:00Z'))).toBe('2025-01-15');
  });

  test('without an argument it reads the (fake) clock', () => {
    jest.useFakeTimers({ now: new Date('2025-06-30T23:30:00Z') });
    try {
      expect(ukToday()).toBe('2025-07-01');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('roundToFiveMinutes', () => {
  test.each([
    ['2025-01-15T10:02:29Z', 10, 0],
    ['2025-01-15T10:02:30Z', 10, 5],
    ['2025-01-15T10:57:31Z', 11, 0],
    ['2025-01-15T23:58:00Z', 0, 0],
    ['2025-07-15T10:07:00Z', 11, 5], // BST: UK hour is UTC + 1
    ['2025-03-30T00:58:00Z', 2, 0], // 00:58 GMT rounds to 01:00 GMT, which the UK calls 02:00 BST
    ['2025-10-26T00:58:00Z', 1, 0], // 01:58 BST rounds to 02:00 BST, which is 01:00 GMT
  ])('%s -> %i:%i UK', (instant, hour, minute) => {
    const rounded = roundToFiveMinutes(new Date(instant));
    expect([rounded.getHours(), rounded.getMinutes(), rounded.getSeconds()]).toEqual([hour, minute, 0]);
  });
});

describe('calendar dates', () => {
  test.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-29', 1, '2025-03-30'],
    ['2025-10-26', 1, '2025-10-27'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-06-10', 0, '2025-06-10'],
  ])('addDaysIso(%p, %p) is %p', (date, n, result) => expect(addDaysIso(date, n)).toBe(result));

  test('addDaysIso refuses a non-ISO date', () => expect(() => addDaysIso('10/06/2025', 1)).toThrow(RangeError));

  test.each([
    ['2025-06-30', '2025-06-30T23:30:00Z', true], // already 1 July in the UK
    ['2025-07-01', '2025-06-30T23:30:00Z', false],
    ['2025-01-15', '2025-01-15T23:59:00Z', false],
    ['2025-01-14', '2025-01-15T00:00:00Z', true],
  ])('isBeforeUkToday(%p) at %p is %p', (date, now, result) => {
    expect(isBeforeUkToday(date, new Date(now))).toBe(result);
  });
});
