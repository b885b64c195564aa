import type { BookingPayload } from './booking-payload';
import { HttpError } from '../http/errors';

/** Stops per leg, for pricing and booking alike. */
export const MAX_STOPS = 10;

const ADDRESS = 300;
const NAME = 100;
const EMAIL = 254; // RFC 5321's longest address
const PHONE = 30;
const REFERENCE = 50;
const NOTE = 1000;
const POSTCODE = 12;
const OTHER = 300;

type Bound = [label: string, max: number];

// The sandbox's own bounds on the shared (browser) schema. Paths use '#' for an array index, shown from 1.
const JOURNEY: Record<string, Bound> = {
  pickup: ['pick-up address', ADDRESS],
  dropoff: ['drop-off address', ADDRESS],
  return_pickup: ['return pick-up address', ADDRESS],
  return_dropoff: ['return drop-off address', ADDRESS],
  pickup_date: ['pick-up date', OTHER],
  return_date: ['return date', OTHER],
  pickup_fight_number: ['flight or train number', REFERENCE],
  return_fight_number: ['return flight or train number', REFERENCE],
  'stops.#.street_name': ['address of stop #', ADDRESS],
  'stops.#.number': ['house number of stop #', REFERENCE],
  'stops.#.stop_number': ['house number of stop #', REFERENCE],
  'stops.#.stop_street_no': ['house number of stop #', REFERENCE],
  'stops.#.postcode': ['postcode of stop #', POSTCODE],
  'stops.#.stop_postcode': ['postcode of stop #', POSTCODE],
};
const prefixed = (prefix: string, bounds: Record<string, Bound>) =>
  Object.fromEntries(Object.entries(bounds).map(([path, bound]) => [`${prefix}.${path}`, bound]));

const FIELDS: Record<string, Bound> = {
  ...prefixed('bookingForm', JOURNEY),
  ...prefixed('hourlyRateForm', JOURNEY),
  ...prefixed('registrationData', {
    firstName: ['first name', NAME],
    surname: ['surname', NAME],
    username: ['user name', NAME],
    passengerName: ["passenger's name", NAME],
    email: ['e-mail address', EMAIL],
    passengerEmail: ["passenger's e-mail address", EMAIL],
    number: ['phone number', PHONE],
    passengerPhone: ["passenger's phone number", PHONE],
    additionalInfo: ['additional information', NOTE],
    return_additionalInfo: ['additional information for the return', NOTE],
    password: ['password', OTHER],
  }),
  ...prefixed('selectedVehicleData', {
    company_name: ['operator name', OTHER],
    vehicle_type: ['vehicle type', OTHER],
    vehicle_image: ['vehicle image', OTHER],
    'breakdown.extras.#.name': ['name of extra #', OTHER],
    'breakdown.extras.#.code': ['code of extra #', OTHER],
  }),
};

/** The bound of a string at `path`: a named field, or any other string (loose objects keep unknown keys). */
function boundOf(path: (string | number)[]): Bound {
  const pattern = path.map((part) => (typeof part === 'number' ? '#' : part)).join('.');
  const index = path.find((part) => typeof part === 'number');
  const known = FIELDS[pattern];
  if (known) return [known[0].replace('#', String(Number(index) + 1)), known[1]];
  return [`field ${path.join('.')}`, OTHER];
}

/** Every string in the parsed body, walked without recursion (a deep body cannot exhaust the stack). */
function assertStringsBounded(payload: unknown) {
  const pending: [unknown, (string | number)[]][] = [[payload, []]];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      const [label, max] = boundOf(path);
      if (value.length > max) throw new HttpError(400, `The ${label} is too long (${max} characters at most).`);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push([item, [...path, i]]));
    } else if (value && typeof value === 'object') {
      Object.entries(value).forEach(([key, item]) => pending.push([item, [...path, key]]));
    }
  }
}

const COUNTS = [
  ['passengers', 'Passengers'],
  ['luggages', 'Luggage'],
  ['hand_luggages', 'Hand Luggage'],
  ['return_passengers', 'Return Passengers'],
  ['return_luggages', 'Return Luggage'],
  ['return_hand_luggages', 'Return Hand Luggage'],
] as const;

/** What the sandbox refuses in a booking body before looking anything up: 400 naming the field. */
export function assertBookingBounded(payload: BookingPayload) {
  const form = payload.bookingForm;
  if (form && form.stops.length > MAX_STOPS) throw new HttpError(400, `A journey can have ${MAX_STOPS} stops at most.`);
  for (const [field, name] of form ? COUNTS : []) {
    const count = form![field];
    if (!Number.isInteger(count) || count < 0) throw new HttpError(400, `${name} must be a whole number, 0 or more.`);
  }
  assertStringsBounded(payload);
}
