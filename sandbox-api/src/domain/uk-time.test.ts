import { londonToInstant, parseHour, ukDate } from './uk-time';

describe('UK time', () => {
  it.each([
    ['12am', 0], ['1am', 1], ['11am', 11], ['12pm', 12], ['3pm', 15], ['11pm', 23], ['15', 15], ['07:00', 7],
    ['13pm', null], ['0am', null], ['noon', null], ['24', null],
  ])('reads hour %s as %s', (text, hour) => {
    expect(parseHour(text)).toBe(hour);
  });

  it('turns London wall-clock time into the right instant in winter and summer', () => {
    expect(new Date(londonToInstant('2030-01-15', 9, 0)).toISOString()).toBe('2030-01-15T09:00:00.000Z');
    expect(new Date(londonToInstant('2030-07-15', 9, 0)).toISOString()).toBe('2030-07-15T08:00:00.000Z');
  });

  it("gives the UK's date, not UTC's, just after midnight in summer", () => {
    expect(ukDate(0, Date.UTC(2030, 6, 14, 23, 30))).toBe('2030-07-15');
    expect(ukDate(1, Date.UTC(2030, 0, 14, 23, 30))).toBe('2030-01-15');
  });
});
