import type { BookingForm, Stop } from '@booking/shared/api';
import type { Db } from '../db/open';
import { legSeconds, roadMiles } from '../geo/distance';
import type { Resolution } from '../geo/geocode';
import { normalizeText } from '../geo/normalize';
import { HttpError } from '../http/errors';
import { assertNotBanned, popularPlaces, resolveOrFail } from './addresses';

const ZERO_DISTANCE_MESSAGE = 'The calculated distance is zero miles. Please check your pickup and dropoff locations.';

/**
 * Two different addresses can share one point (two postcodes of one district, say): they are
 * priced as a short local trip of this many miles rather than refused as "the same address".
 * The same place under two names (LHR and Heathrow Airport) is zero miles.
 */
const LOCAL_TRIP_MILES = 1;

export type Leg = { miles: number; seconds: number };
export type Journey = { outbound: Leg; returnLeg: Leg | null };

export const stopText = (stop: Stop) =>
  [stop.number || stop.stop_number || stop.stop_street_no, stop.street_name, stop.postcode || stop.stop_postcode]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');

type Waypoint = { text: string; point: Resolution };

/** Same text, or the same airport, station, full postcode, popular address or coordinates. */
function samePlace(a: Waypoint, b: Waypoint): boolean {
  if (normalizeText(a.text) === normalizeText(b.text)) return true;
  const outwardOnly = a.point.source === 'postcode' && !a.point.label.includes(' ');
  return a.point.source === b.point.source && a.point.label === b.point.label && !outwardOnly;
}

function measure(waypoints: Waypoint[]): Leg {
  let miles = 0;
  let seconds = 0;
  for (let i = 1; i < waypoints.length; i += 1) {
    const [from, to] = [waypoints[i - 1], waypoints[i]];
    let leg = roadMiles(from.point, to.point);
    if (leg < 0.05) leg = samePlace(from, to) ? 0 : LOCAL_TRIP_MILES;
    miles += leg;
    seconds += legSeconds(leg);
  }
  return { miles: Math.round(miles * 10) / 10, seconds };
}

/** Miles and seconds of a distance booking: pickup, stops in order, dropoff, and the return leg. */
export function measureJourney(db: Db, form: BookingForm): Journey {
  const stops = form.stops.map(stopText).filter(Boolean);
  const isReturn = form.select_option === 'return';
  const returnPickup = form.return_pickup.trim() || form.dropoff;
  const returnDropoff = form.return_dropoff.trim() || form.pickup;
  assertNotBanned(db, [form.pickup, form.dropoff, ...stops, ...(isReturn ? [returnPickup, returnDropoff] : [])]);

  const popular = popularPlaces(db);
  const at = (text: string, label: string): Waypoint => ({ text, point: resolveOrFail(text, label, popular) });
  const outbound = measure([
    at(form.pickup, 'pickup address'),
    ...stops.map((text, i) => at(text, `address of stop ${i + 1}`)),
    at(form.dropoff, 'dropoff address'),
  ]);
  if (outbound.miles === 0) throw new HttpError(422, ZERO_DISTANCE_MESSAGE);
  if (!isReturn) return { outbound, returnLeg: null };

  const returnLeg = measure([at(returnPickup, 'return pickup address'), at(returnDropoff, 'return dropoff address')]);
  if (returnLeg.miles === 0) throw new HttpError(422, ZERO_DISTANCE_MESSAGE);
  return { outbound, returnLeg };
}

/** The distance call: miles between two addresses; zero when they are the same. */
export function measurePair(db: Db, pickup: string, dropoff: string): Leg {
  assertNotBanned(db, [pickup, dropoff]);
  const popular = popularPlaces(db);
  return measure([
    { text: pickup, point: resolveOrFail(pickup, 'pickup address', popular) },
    { text: dropoff, point: resolveOrFail(dropoff, 'dropoff address', popular) },
  ]);
}
