import { groupPlaces, PLACE_GROUP_LABELS, placeGroupOf, placeName } from '../model/place-groups';

// 'Popular Location' as grouped chips (issue 31): airports, stations, hotels, each named shortly.

describe('placeGroupOf', () => {
  it.each([
    ['Heathrow Airport Terminal 5, Hounslow TW6 2GA', 'airports'],
    ['London City Airport, Hartmann Road, London E16 2PX', 'airports'],
    ["King's Cross Station, Euston Road, London N1C 4AP", 'stations'],
    ['St Pancras International, Euston Road, London N1C 4QP', 'stations'],
    ['Hilton London Heathrow Airport Terminal 4, Hounslow TW6 3AF', 'hotels'],
    ['The Savoy, Strand, London WC2R 0EZ', 'hotels'],
    ['Premier Inn London County Hall, SE1 7PB', 'hotels'],
    ['10 Downing Street, London SW1A 2AA', 'other'],
  ])('%s is in %s', (address, group) => expect(placeGroupOf(address)).toBe(group));
});

it('names a chip by the place, before its street and postcode', () => {
  expect(placeName('Heathrow Airport Terminal 5, Hounslow TW6 2GA')).toBe('Heathrow Airport Terminal 5');
  expect(placeName('SW1A 1AA')).toBe('SW1A 1AA');
});

it('groups the addresses into airports, stations and hotels, in that order, empty groups left out', () => {
  const addresses = [
    'The Ritz London, W1J 9BR',
    'Gatwick Airport North Terminal, RH6 0PJ',
    'Euston Station, NW1 2RT',
    'Luton Airport, LU2 9LY',
  ];
  const groups = groupPlaces(addresses.map((address, id) => ({ id, address })));
  expect(groups.map(({ label, places }) => [label, places.map((place) => placeName(place.address))])).toEqual([
    [PLACE_GROUP_LABELS.airports, ['Gatwick Airport North Terminal', 'Luton Airport']],
    [PLACE_GROUP_LABELS.stations, ['Euston Station']],
    [PLACE_GROUP_LABELS.hotels, ['The Ritz London']],
  ]);
});
