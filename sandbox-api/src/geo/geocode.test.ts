import { geocode } from './geocode';

const popular = [{ address: 'The Savoy, Strand, London WC2R 0EZ', lat: 51.5104, lon: -0.1204 }];

describe('geocode resolution order', () => {
  it.each([
    ['full postcode', '10 Downing Street, London SW1A 2AA', 'postcode', 'SW1A 2AA'],
    ['full postcode, lower case without space', 'sw1a2aa', 'postcode', 'SW1A 2AA'],
    ['outward code as the last word', 'Piccadilly, Manchester M1', 'postcode', 'M1'],
    ['postcode wins over the airport named before it', 'Heathrow Airport Terminal 5, Hounslow TW6 2GA', 'postcode', 'TW6 2GA'],
    ['IATA code', 'LHR', 'airport', 'London Heathrow Airport'],
    ['airport with a terminal', 'Heathrow Terminal 5', 'airport', 'London Heathrow Airport'],
    ['distinctive airport name alone', 'Gatwick', 'airport', 'London Gatwick Airport'],
    ['town airport needs the word airport', 'Luton Airport', 'airport', 'London Luton Airport'],
    ['the town alone is its station', 'Luton', 'station', 'Luton'],
    ['station with apostrophe', "King's Cross", 'station', 'London Kings Cross'],
    ['station without "London" and "International"', 'St Pancras', 'station', 'London St Pancras International'],
    ['city station, not its airport', 'Birmingham New Street', 'station', 'Birmingham New Street'],
    ['popular address by its name', 'The Savoy', 'popular', 'The Savoy, Strand, London WC2R 0EZ'],
    ['coordinates', '51.5074, -0.1278', 'coordinates', '51.5074, -0.1278'],
  ])('%s: "%s"', (_label, text, source, label) => {
    expect(geocode(text, popular)).toMatchObject({ source, label });
  });

  it.each([
    ['nothing', ''],
    ['an unknown place', 'Nowhere in particular'],
    ['a road name that looks like an outward code', 'Junction 4 of the M1 motorway'],
    ['a postcode district that does not exist', 'ZZ99 9ZZ'],
    ['coordinates outside the UK', '48.8566, 2.3522'],
  ])('does not resolve %s', (_label, text) => {
    expect(geocode(text, popular)).toBeNull();
  });
});
