import { greatCircleMiles, legSeconds, route, ROAD_FACTOR } from './distance';

const LONDON = { lat: 51.5074, lon: -0.1278 };
const MANCHESTER = { lat: 53.4808, lon: -2.2426 };

describe('distance and time', () => {
  it('measures the great circle (London to Manchester is about 163 miles)', () => {
    expect(greatCircleMiles(LONDON, MANCHESTER)).toBeCloseTo(163, 0);
  });

  it.each([
    [0, 0],
    [3, 900], // 3 miles at 12 mph
    [15, 900 + 1800], // then 12 miles at 24 mph
    [50, 2700 + 3150], // then 35 miles at 40 mph
    [105, 5850 + 3600], // then 55 miles at 55 mph
  ])('drives %s road miles in %s seconds through the speed bands', (miles, seconds) => {
    expect(legSeconds(miles)).toBe(seconds);
  });

  it('adds stops in order with the road factor', () => {
    const direct = route([LONDON, MANCHESTER]);
    expect(direct.miles).toBeCloseTo(greatCircleMiles(LONDON, MANCHESTER) * ROAD_FACTOR, 0);
    const viaBirmingham = route([LONDON, { lat: 52.4862, lon: -1.8904 }, MANCHESTER]);
    expect(viaBirmingham.miles).toBeGreaterThan(direct.miles);
    expect(viaBirmingham.seconds).toBeGreaterThan(direct.seconds);
  });
});
