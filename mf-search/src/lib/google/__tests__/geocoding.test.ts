import { geocodePoint, reverseGeocode } from '../geocoding';
import { geocoding, installMaps, mapsError, requests, fakeMapsPerTest } from './fake-google-maps';

// The locate icon's address (product §2) and the hourly pick-up's marker: the Geocoder's first result, or
// null (the box keeps `lat, lon`; the preview shows the summary) with a warning when Geocoding fails.

const SAVOY = { formatted_address: 'The Savoy, Strand, London WC2R 0EZ, UK', lat: 51.5103, lng: -0.1205 };

const warn = fakeMapsPerTest();

describe('reverseGeocode', () => {
  it('asks the Geocoder for the position and answers its first address', async () => {
    installMaps({ geocoding: geocoding([SAVOY, { formatted_address: 'Strand, London, UK', lat: 51.51, lng: -0.12 }]) });
    expect(await reverseGeocode({ lat: 51.5103, lon: -0.1205 })).toBe('The Savoy, Strand, London WC2R 0EZ, UK');
    expect(requests).toEqual([{ call: 'geocode', request: { location: { lat: 51.5103, lng: -0.1205 } } }]);
  });

  it.each([
    ['Maps is not ready', () => undefined, false],
    ['nothing is found', () => installMaps({ geocoding: geocoding([], mapsError('ZERO_RESULTS')) }), false],
    ['Geocoding refuses the key', () => installMaps({ geocoding: geocoding([], mapsError('REQUEST_DENIED')) }), true],
    ['the script has no Geocoder', () => installMaps({ geocoding: {} }), true],
  ])('is null when %s (a warning: %s)', async (_case, install, warned) => {
    install();
    expect(await reverseGeocode({ lat: 51.5, lon: -0.12 })).toBeNull();
    expect(warn().mock.calls.length > 0).toBe(warned);
  });

  it('names the missing Geocoder in its warning', async () => {
    installMaps({ geocoding: {} });
    await reverseGeocode({ lat: 51.5, lon: -0.12 });
    expect(warn().mock.calls[0][1].message).toBe('google.maps.geocoding.Geocoder is missing from the loaded Maps script');
  });
});

describe('geocodePoint', () => {
  it("asks for the address in the UK and answers a plain point from Google's LatLng", async () => {
    installMaps({ geocoding: geocoding([SAVOY]) });
    expect(await geocodePoint('The Savoy')).toEqual({ lat: 51.5103, lng: -0.1205 });
    expect(requests[0].request).toEqual({ address: 'The Savoy', region: 'gb' });
  });
});
