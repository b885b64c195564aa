import type { PopularAddress } from '@booking/shared/api';

// 'Popular Location' as a visitor scans it: airports, stations and hotels, each a short chip.

export type PlaceGroup = 'airports' | 'stations' | 'hotels' | 'other';

export const PLACE_GROUP_LABELS: Record<PlaceGroup, string> = {
  airports: 'Airports',
  stations: 'Stations',
  hotels: 'Hotels',
  other: 'Other places',
};

// First match wins: 'Hilton London Heathrow Airport Terminal 4' is a hotel, 'St Pancras International' a station.
const RULES: readonly (readonly [RegExp, PlaceGroup])[] = [
  [
    /\bhotel|hilton|marriott|holiday inn|premier inn|travelodge|radisson|novotel|ibis|sheraton|savoy|ritz|dorchester|langham|claridge|inn\b/i,
    'hotels',
  ],
  [/\bstation\b|\bst pancras\b|\binternational\b|\brail\b/i, 'stations'],
  [/\bairport\b|\bterminal\b/i, 'airports'],
];

export const placeGroupOf = (address: string): PlaceGroup => RULES.find(([rule]) => rule.test(address))?.[1] ?? 'other';

/** A chip's words: the place's name, before the street and postcode ("Heathrow Airport Terminal 5"). */
export const placeName = (address: string) => address.split(',')[0].trim() || address;

/** The addresses in groups, in the order airports, stations, hotels, other; empty groups left out. */
export function groupPlaces(addresses: readonly PopularAddress[]) {
  return (Object.keys(PLACE_GROUP_LABELS) as PlaceGroup[])
    .map((group) => ({
      group,
      label: PLACE_GROUP_LABELS[group],
      places: addresses.filter((entry) => placeGroupOf(entry.address) === group),
    }))
    .filter((entry) => entry.places.length > 0);
}
