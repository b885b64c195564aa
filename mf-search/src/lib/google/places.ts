import { googleMaps } from './maps-status';

export interface LatLon { lat: number; lon: number }

/** product §9 / DECISIONS: UK only, 50 km around the visitor (central London when unknown). */
export const SEARCH_RADIUS_M = 50_000;
export const LONDON: LatLon = { lat: 51.5074, lon: -0.1278 };

const withPostcode = (text: string, postcode: string | undefined) =>
  postcode && !text.toUpperCase().includes(postcode.toUpperCase()) ? `${text}, ${postcode}` : text;

/**
 * Places API (New) suggestions with the postcode appended (product §7). The legacy AutocompleteService is
 * only a fall-back for old keys (DECISIONS). Any failure is logged and gives no suggestions (product §8).
 */
export async function fetchPlaceSuggestions(input: string, near: LatLon | null): Promise<string[]> {
  const maps = googleMaps();
  if (!maps?.places) return [];
  const center = near ?? LONDON;
  try {
    const { AutocompleteSuggestion } = maps.places;
    if (AutocompleteSuggestion) {
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: ['gb'],
        locationBias: { center: { lat: center.lat, lng: center.lon }, radius: SEARCH_RADIUS_M },
      });
      const predictions = suggestions.flatMap((s) => (s.placePrediction ? [s.placePrediction] : [])).slice(0, 5);
      return Promise.all(
        predictions.map(async (prediction) => {
          const text = prediction.text.text;
          const { place } = await prediction.toPlace().fetchFields({ fields: ['addressComponents'] });
          const postcode = place.addressComponents?.find((c) => c.types.includes('postal_code'))?.longText ?? undefined;
          return withPostcode(text, postcode);
        }),
      );
    }
    return await legacySuggestions(maps, input, center);
  } catch (error) {
    console.warn('Address suggestions are unavailable', error);
    return [];
  }
}

function legacySuggestions(maps: typeof google.maps, input: string, center: LatLon): Promise<string[]> {
  const service = new maps.places.AutocompleteService();
  return new Promise((resolve) => {
    service.getPlacePredictions(
      { input, componentRestrictions: { country: 'gb' }, location: new maps.LatLng(center.lat, center.lon), radius: SEARCH_RADIUS_M },
      (predictions, status) => resolve(status === 'OK' && predictions ? predictions.map((p) => p.description) : []),
    );
  });
}

/** The address at a position, for the locate icon when a key exists; null when geocoding fails. */
export async function reverseGeocode(position: LatLon): Promise<string | null> {
  const maps = googleMaps();
  if (!maps?.Geocoder) return null;
  try {
    const { results } = await new maps.Geocoder().geocode({ location: { lat: position.lat, lng: position.lon } });
    return results[0]?.formatted_address ?? null;
  } catch (error) {
    console.warn('Reverse geocoding failed', error);
    return null;
  }
}
