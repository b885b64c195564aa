import { londonToInstant, parseHour, ukDate } from './uk-time';

describe('UK time', () => {
  it.each([
    ['12am', 0],
    ['1am', 1],
    ['11am', 11],
    ['12pm', 12],
    ['3pm', 15],
    ['11pm', 23],
    ['15', 15],
    ['07:00', 7],
    ['13pm', null],
    ['0am', null],
    ['noon', null],
    ['24', null],
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

describe('British Summer Time edges (2030: 31 March and 27 October)', () => {
  it.each([
    ['2030-03-31', 0, 59, '2030-03-31T00:59:00.000Z'], // still GMT
    ['2030-03-31', 2, 0, '2030-03-31T01:00:00.000Z'], // BST began at 01:00 UTC
    ['2030-10-27', 0, 30, '2030-10-26T23:30:00.000Z'], // still BST
    ['2030-10-27', 3, 0, '2030-10-27T03:00:00.000Z'], // GMT again
  ])('%s %s:%s in London is %s', (date, hour, minute, iso) => {
    expect(new Date(londonToInstant(date, hour, minute)).toISOString()).toBe(iso);
  });

  it('agrees with the platform time-zone database for every hour of a year', () => {
    const format = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(2031, 0, 1); t < Date.UTC(2032, 0, 1); t += 3600_000) {
      const [day, month, year] = format.format(t).split('/');
      expect(ukDate(0, t)).toBe(`${year}-${month}-${day}`);
    }
  });
});
