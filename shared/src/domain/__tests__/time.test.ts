import { durationLabel, formatDisplayDate, to24Hour, to24HourTime, ukNow, ukOffsetMs } from '../time';

describe('hour conversion (product §10 "Dates, times, money": 12am is 00, 12pm is 12)', () => {
  test.each([
    ['12am', 0],
    ['1am', 1],
    ['9am', 9],
    ['11am', 11],
    ['12pm', 12],
    ['1pm', 13],
    ['3pm', 15],
    ['11pm', 23],
    ['3PM', 15],
    [' 7 am ', 7],
    ['15', 15],
    ['07', 7],
  ])('to24Hour(%p) is %p', (text, hour) => expect(to24Hour(text)).toBe(hour));

  test.each(['', '0am', '13pm', 'noon', '24', 'pm'])('to24Hour(%p) throws', (text) => {
    expect(() => to24Hour(text)).toThrow(RangeError);
  });

  test.each([
    ['3pm', '05', '15:05'],
    ['12am', '00', '00:00'],
    ['12pm', 30, '12:30'],
    ['9am', '5', '09:05'],
  ])('to24HourTime(%p, %p) is %p', (hour, min, time) => expect(to24HourTime(hour, min)).toBe(time));
});

describe('duration labels', () => {
  test('4hour reads 4 Hours', () => expect(durationLabel('4hour')).toBe('4 Hours'));
});

describe('the UK wall clock, whatever the machine zone', () => {
  test.each([
    ['winter, just before midnight', '2025-01-15T23:59:00Z', '2025-01-15'],
    ['winter, midnight', '2025-01-16T00:00:00Z', '2025-01-16'],
    ['summer, 23:30 UTC is 00:30 BST next day', '2025-06-30T23:30:00Z', '2025-07-01'],
    ['summer, 22:59 UTC is 23:59 BST', '2025-06-30T22:59:00Z', '2025-06-30'],
    ['spring change: 00:59 UTC is 00:59 GMT', '2025-03-30T00:59:00Z', '2025-03-30'],
    ['spring change eve: 23:30 UTC is 23:30 GMT', '2025-03-29T23:30:00Z', '2025-03-29'],
    ['autumn change eve: 23:30 UTC is 00:30 BST', '2025-10-25T23:30:00Z', '2025-10-26'],
    ['autumn change: 01:30 UTC is 01:30 GMT', '2025-10-26T01:30:00Z', '2025-10-26'],
    ['new year eve, last second', '2024-12-31T23:59:59Z', '2024-12-31'],
  ])('%s: the UK calendar day', (_name, instant, today) => {
    const uk = ukNow(new Date(instant));
    expect([uk.getFullYear(), uk.getMonth() + 1, uk.getDate()].map((n) => String(n).padStart(2, '0')).join('-')).toBe(today);
  });

  test('ukNow gives UK wall-clock hours across the spring change', () => {
    expect(ukNow(new Date('2025-03-30T00:59:00Z')).getHours()).toBe(0);
    expect(ukNow(new Date('2025-03-30T01:00:00Z')).getHours()).toBe(2);
  });

  test('ukNow gives UK wall-clock hours across the autumn change', () => {
    expect(ukNow(new Date('2025-10-26T00:30:00Z')).getHours()).toBe(1); // 01:30 BST
    expect(ukNow(new Date('2025-10-26T01:30:00Z')).getHours()).toBe(1); // 01:30 GMT
  });
});

describe('display dates', () => {
  test.each([
    ['2025-06-10', '10/06/2025'],
    ['2025-06-10T10:00:00', '10/06/2025'],
    ['', ''],
    [null, ''],
    ['10/06/2025', '10/06/2025'],
  ])('formatDisplayDate(%p) is %p', (iso, shown) => expect(formatDisplayDate(iso)).toBe(shown));
});

const HOUR = 60 * 60 * 1000;

describe('ukOffsetMs, the UK clock rule, agrees with the time-zone database', () => {
  // Node's Intl carries the IANA database; the rule must read every instant as Europe/London does.
  const london = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const fromDatabase = (instant: number) => {
    const parts = Object.fromEntries(london.formatToParts(instant).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
  const fromRule = (instant: number) => {
    const uk = ukNow(instant);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${uk.getFullYear()}-${pad(uk.getMonth() + 1)}-${pad(uk.getDate())} ${pad(uk.getHours())}:${pad(uk.getMinutes())}`;
  };

  test.each(Array.from({ length: 16 }, (_, i) => 2020 + i))('every 15 minutes around both %i changes, and each day at noon', (year) => {
    const instants: number[] = [];
    for (const month of [2, 9]) {
      const start = Date.UTC(year, month, 20);
      for (let t = start; t < start + 13 * 24 * HOUR; t += HOUR / 4) instants.push(t);
    }
    for (let t = Date.UTC(year, 0, 1, 12); t < Date.UTC(year + 1, 0, 1); t += 24 * HOUR) instants.push(t);
    const disagreements = instants.filter((t) => fromRule(t) !== fromDatabase(t)).map((t) => new Date(t).toISOString());
    expect(disagreements).toEqual([]);
  });

  test.each([
    ['2026-03-29T00:59:59Z', 0],
    ['2026-03-29T01:00:00Z', HOUR],
    ['2026-10-25T00:59:59Z', HOUR],
    ['2026-10-25T01:00:00Z', 0],
  ])('%s is %i ms ahead of UTC', (instant, offset) => expect(ukOffsetMs(Date.parse(instant))).toBe(offset));
});
