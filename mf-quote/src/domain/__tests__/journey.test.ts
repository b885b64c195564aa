import { formatKm, milesToKm, MILES_TO_KM, secondsToTimeString } from '../journey';

describe('distance', () => {
  test('the factor is 1.60934', () => expect(MILES_TO_KM).toBe(1.60934));
  test.each([
    [0, 0],
    [1, 1.60934],
    ['10', 16.0934],
    ['x', 0],
  ])('milesToKm(%p) is %p', (miles, km) => expect(milesToKm(miles)).toBeCloseTo(km, 6));
  test.each([
    [10, '16 km'],
    [0.2, '0 km'],
    [100, '161 km'],
  ])('formatKm(%p) is %p', (miles, text) => {
    expect(formatKm(miles)).toBe(text);
  });
});

describe('secondsToTimeString', () => {
  test.each([
    [0, '0 mins'],
    [59, '1 min'],
    [60, '1 min'],
    [1500, '25 mins'],
    [3599, '1 hour'],
    [3600, '1 hour'],
    [5400, '1 hour 30 mins'],
    [7320, '2 hours 2 mins'],
    [90000, '1 day 1 hour'],
    ['600', '10 mins'],
    ['junk', '0 mins'],
    [-5, '0 mins'],
  ])('%p seconds is %p', (seconds, text) => expect(secondsToTimeString(seconds)).toBe(text));
});
