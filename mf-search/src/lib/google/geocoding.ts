import { googleMaps } from './maps-status';
import type { LatLon } from './position';
import { assertMember, firstAnswer, mapsLibrary, statusOf } from './services';

export type Point = google.maps.LatLngLiteral;
type LatLngLike = { lat: number | (() => number); lng: number | (() => number) };

/** A LatLng (methods), a LatLngAltitude or a literal (numbers), as a literal. */
export const toPoint = (p: LatLngLike): Point => ({
  lat: typeof p.lat === 'function' ? p.lat() : p.lat,
  lng: typeof p.lng === 'function' ? p.lng() : p.lng,
});

/** The Geocoder's first result; null when Maps is not ready, nothing is found, or it fails (logged). */
async function firstResult(request: google.maps.GeocoderRequest, what: string): Promise<google.maps.GeocoderResult | null> {
  if (!googleMaps()) return null;
  const answer = await firstAnswer(what, [
    {
      name: 'the Geocoder',
      run: async () => {
        const { Geocoder } = await mapsLibrary<google.maps.GeocodingLibrary>('geocoding');
        assertMember(Geocoder, 'geocoding.Geocoder');
        try {
          const { results } = await new Geocoder().geocode(request);
          return results[0] ?? null;
        } catch (error) {
          if (statusOf(error) === 'ZERO_RESULTS') return null;
          throw error;
        }
      },
    },
  ]);
  return answer;
}

/** The address at a position, for the locate icon (product §2); null leaves the box its `lat, lon` text. */
export async function reverseGeocode(position: LatLon): Promise<string | null> {
  const result = await firstResult({ location: { lat: position.lat, lng: position.lon } }, "the address at the visitor's position");
  return result?.formatted_address ?? null;
}

/** One address as a point: the hourly pick-up's marker. */
export async function geocodePoint(address: string): Promise<Point | null> {
  const result = await firstResult({ address, region: 'gb' }, "the pick-up's place on the map");
  return result ? toPoint(result.geometry.location) : null;
}
