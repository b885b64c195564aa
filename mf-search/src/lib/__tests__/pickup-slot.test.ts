import { firstBookableSlot, graceMinutes, hasPassed, isBeforeSlot, slotDefaultsUpdate, type PickupTime } from '../pickup-slot';

const at = (iso: string) => new Date(iso).getTime();
const time = (pickup_date: string, pickup_hour: string, pickup_min: string): PickupTime => ({ pickup_date, pickup_hour, pickup_min });

describe('firstBookableSlot: now + GRACE_TIME, rounded up to the next 5 minutes, on a UK clock', () => {
  it.each([
    ['on a 5-minute mark, no grace', '2025-01-15T12:00:00Z', 0, time('2025-01-15', '12pm', '00')],
    ['a second past a mark', '2025-01-15T12:00:01Z', 0, time('2025-01-15', '12pm', '05')],
    ['10:02 BST with 2 hours', '2025-06-01T09:02:00Z', 120, time('2025-06-01', '12pm', '05')],
    ['10:56 GMT with 45 minutes', '2025-01-15T10:56:00Z', 45, time('2025-01-15', '11am', '45')],
    ['21:27 GMT with 3 hours: past midnight, the next day', '2026-11-24T21:27:00Z', 180, time('2026-11-25', '12am', '30')],
    ['23:58 BST, no grace: midnight is the next day', '2025-06-01T22:58:00Z', 0, time('2025-06-02', '12am', '00')],
    ['00:10 BST while UTC is still on the day before', '2025-06-01T23:10:00Z', 60, time('2025-06-02', '1am', '10')],
    ['a whole day of grace', '2025-01-15T08:03:00Z', 1440, time('2025-01-16', '8am', '05')],
    ["New Year's Eve, 23:50 with 15 minutes", '2025-12-31T23:50:00Z', 15, time('2026-01-01', '12am', '05')],
    ['the spring change skips 01:00-01:59 (00:40 GMT + 30)', '2025-03-30T00:40:00Z', 30, time('2025-03-30', '2am', '10')],
    ['the autumn change, first 01:xx (BST)', '2025-10-26T00:20:00Z', 30, time('2025-10-26', '1am', '50')],
    ['the autumn change, repeated 01:xx (GMT)', '2025-10-26T00:50:00Z', 30, time('2025-10-26', '1am', '20')],
  ])('%s', (_case, now, grace, slot) => {
    expect(firstBookableSlot(grace, at(now))).toEqual(slot);
  });
});

describe('graceMinutes reads GRACE_TIME', () => {
  it.each([
    ['120', 120],
    ['45.5', 45.5],
    ['', 0],
    ['soon', 0],
    ['-30', 0],
    [undefined, 0],
  ])('GRACE_TIME %p is %p minutes', (value, minutes) => {
    expect(graceMinutes(value === undefined ? {} : { GRACE_TIME: value })).toBe(minutes);
  });
});

describe('isBeforeSlot', () => {
  const slot = time('2025-06-01', '12pm', '05');
  it.each([
    [time('2025-06-01', '12pm', '00'), true],
    [time('2025-06-01', '12pm', '05'), false],
    [time('2025-06-01', '11am', '55'), true],
    [time('2025-06-01', '12am', '00'), true],
    [time('2025-06-01', '1pm', '00'), false],
    [time('2025-05-31', '11pm', '55'), true],
    [time('2025-06-02', '12am', '00'), false],
    [time('', '3pm', '00'), true],
    [time('2025-06-01', 'noon', '00'), true],
  ])('%j is before 1 June 12:05pm: %p', (pickup, before) => {
    expect(isBeforeSlot(pickup, slot)).toBe(before);
  });
});

describe('slotDefaultsUpdate: what an untouched default becomes', () => {
  const noon = time('2025-06-01', '12pm', '05');
  const afterMidnight = time('2025-06-02', '12am', '05');
  it.each([
    ['untouched, before the slot (the grace time arrived)', time('2025-06-01', '10am', '00'), time('2025-06-01', '10am', '00'), noon, noon],
    ['untouched, already bookable', time('2025-06-02', '10am', '00'), time('2025-06-02', '10am', '00'), noon, null],
    [
      'the visitor picked today, the time untouched',
      time('2025-06-01', '10am', '00'),
      time('2025-06-02', '10am', '00'),
      noon,
      { pickup_hour: '12pm', pickup_min: '05' },
    ],
    ['the visitor picked an hour', time('2025-06-01', '9am', '00'), time('2025-06-01', '10am', '00'), noon, null],
    ['the visitor picked the minutes', time('2025-06-01', '10am', '30'), time('2025-06-01', '10am', '00'), noon, null],
    [
      'the visitor picked today, the slot is tomorrow',
      time('2025-06-01', '10am', '00'),
      time('2025-06-03', '10am', '00'),
      afterMidnight,
      null,
    ],
  ])('%s', (_case, current, offered, slot, update) => {
    expect(slotDefaultsUpdate(current, offered, slot)).toEqual(update);
  });
});

describe('hasPassed: earlier than now on the UK clock, to the 5-minute marks the selects offer', () => {
  it.each([
    ['an hour ago', '2025-01-15T12:00:00Z', time('2025-01-15', '11am', '00'), true],
    ['this mark, on it', '2025-01-15T12:00:00Z', time('2025-01-15', '12pm', '00'), false],
    ['this mark, a second later', '2025-01-15T12:00:01Z', time('2025-01-15', '12pm', '00'), true],
    ['the next mark', '2025-01-15T12:03:00Z', time('2025-01-15', '12pm', '05'), false],
    ['09:00 BST at 09:30 BST (08:30 UTC)', '2025-06-01T08:30:00Z', time('2025-06-01', '9am', '00'), true],
    ['10:00 BST at 09:30 BST: ahead, though 10:00 UTC would not be', '2025-06-01T08:30:00Z', time('2025-06-01', '10am', '00'), false],
    ['yesterday late', '2025-01-15T00:10:00Z', time('2025-01-14', '11pm', '55'), true],
    ['tomorrow early', '2025-01-15T23:50:00Z', time('2025-01-16', '12am', '00'), false],
  ])('%s', (_case, now, pickup, passed) => {
    expect(hasPassed(pickup, at(now))).toBe(passed);
  });
});
