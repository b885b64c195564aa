/**
 * One set of names for a journey's counts and options everywhere in mf-search (product §10
 * "Visitor clarity"): the search form's Edit Options, Our Fleet, Quote Now and what Quote Now sends.
 * 'Luggage' is large cases, 'Hand Luggage' small bags: the product's form names.
 */
export const JOURNEY_NAMES = {
  passengers: 'Passengers',
  luggages: 'Luggage',
  hand_luggages: 'Hand Luggage',
  meet_and_greet: 'Meet and Greet',
  wheel_chair: 'Wheelchair',
  baby_seats: 'Baby Seats',
  booster_seats: 'Booster Seats',
  special_luggage: 'Special Luggage',
  waiting_min: 'Waiting Minutes',
} as const;

/** The flight or station field's name: it is asked for airports and stations alike (product §10 "Money, trust and privacy"). */
export const FLIGHT_NAME = 'Flight or Train Number';

/** '1 Passenger', '4 Passengers': a count with its noun in agreement. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
