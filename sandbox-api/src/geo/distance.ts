import type { Point } from './places';

/** Straight lines understate road journeys; 1.3 is a common UK detour index for road vs crow-fly. */
export const ROAD_FACTOR = 1.3;
const EARTH_RADIUS_MILES = 3958.8;

/**
 * Speed bands, applied piecewise along each leg's road miles: town streets first, then faster roads.
 * [up to this many miles of the leg, at this many mph]
 */
const SPEED_BANDS: ReadonlyArray<readonly [number, number]> = [
  [3, 12],
  [15, 24],
  [50, 40],
  [Infinity, 55],
];

export function greatCircleMiles(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const roadMiles = (a: Point, b: Point): number => greatCircleMiles(a, b) * ROAD_FACTOR;

/** Seconds to drive one leg of `miles` road miles through the speed bands. */
export function legSeconds(miles: number): number {
  let seconds = 0;
  let covered = 0;
  for (const [upTo, mph] of SPEED_BANDS) {
    if (covered >= miles) break;
    const part = Math.min(miles, upTo) - covered;
    seconds += (part / mph) * 3600;
    covered += part;
  }
  return Math.round(seconds);
}

/** Road miles and seconds through points in order (pickup, stops..., dropoff). */
export function route(points: Point[]): { miles: number; seconds: number } {
  let miles = 0;
  let seconds = 0;
  for (let i = 1; i < points.length; i += 1) {
    const leg = roadMiles(points[i - 1], points[i]);
    miles += leg;
    seconds += legSeconds(leg);
  }
  return { miles: Math.round(miles * 10) / 10, seconds };
}
