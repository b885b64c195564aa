import { googleMaps } from './maps-status';
import { LONDON, SEARCH_RADIUS_M, type LatLon } from './position';
import { assertMember, firstAnswer, mapsLibrary, statusOf } from './services';

// Loaded only with a key (use-address-suggestions imports it when Maps is ready): not on `/`'s first path.
const MAX_SUGGESTIONS = 5;

type Places = google.maps.PlacesLibrary;
type Bias = google.maps.CircleLiteral;

/** product §7: the place's postcode after its text, unless the text already holds it. */
export const withPostcode = (text: string, postcode: string | undefined): string =>
  postcode && !text.toUpperCase().includes(postcode.toUpperCase()) ? `${text}, ${postcode}` : text;

/** The circle suggestions lean towards (a bias, not a limit). */
export const locationBias = (near: LatLon | null): Bias => {
  const center = near ?? LONDON;
  return { center: { lat: center.lat, lng: center.lon }, radius: SEARCH_RADIUS_M };
};

/** The place's postcode; its outward code alone ('TW6', a postal_code_prefix) when that is all Google has. */
const postalCode = (components: { types: string[]; text: string | null | undefined }[] | undefined) => {
  const of = (type: string) => components?.find((component) => component.types.includes(type))?.text ?? undefined;
  return of('postal_code') ?? of('postal_code_prefix');
};

// A place's postcode is asked once per loaded script (per places library): typing on returns the same places.
const postcodes = new WeakMap<Places, Map<string, Promise<string | undefined>>>();
function postcodeOnce(places: Places, placeId: string, ask: () => Promise<string | undefined>): Promise<string | undefined> {
  const known = postcodes.get(places) ?? new Map<string, Promise<string | undefined>>();
  postcodes.set(places, known);
  const asked =
    known.get(placeId) ??
    ask().catch((error) => {
      known.delete(placeId);
      console.warn('Google Maps: a suggestion is shown without its postcode', error);
      return undefined;
    });
  known.set(placeId, asked);
  return asked;
}

/**
 * Address suggestions with their postcodes (product §7): Places API (New) first, the legacy
 * AutocompleteService for old keys (product §10 "Without outside services"). Null when neither answers (each
 * failure logged), so the box offers the keyless suggestions instead.
 */
export async function fetchPlaceSuggestions(input: string, near: LatLon | null): Promise<string[] | null> {
  if (!googleMaps()) return null;
  const bias = locationBias(near);
  return firstAnswer('address suggestions', [
    {
      name: 'Places API (New) AutocompleteSuggestion',
      run: async () => currentSuggestions(await mapsLibrary<Places>('places'), input, bias),
    },
    { name: 'the legacy AutocompleteService', run: async () => legacySuggestions(await mapsLibrary<Places>('places'), input, bias) },
  ]);
}

async function currentSuggestions(places: Places, input: string, locationBias: Bias): Promise<string[]> {
  const { AutocompleteSuggestion } = places;
  assertMember(AutocompleteSuggestion?.fetchAutocompleteSuggestions, 'places.AutocompleteSuggestion.fetchAutocompleteSuggestions');
  const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, includedRegionCodes: ['gb'], locationBias });
  const predictions = suggestions.flatMap((s) => (s.placePrediction ? [s.placePrediction] : [])).slice(0, MAX_SUGGESTIONS);
  return Promise.all(
    predictions.map(async (prediction) => {
      const postcode = await postcodeOnce(places, prediction.placeId, async () => {
        const { place } = await prediction.toPlace().fetchFields({ fields: ['addressComponents'] });
        return postalCode(place.addressComponents?.map((c) => ({ types: c.types, text: c.longText })));
      });
      return withPostcode(prediction.text.text, postcode);
    }),
  );
}

async function legacySuggestions(places: Places, input: string, locationBias: Bias): Promise<string[]> {
  const { AutocompleteService } = places;
  assertMember(AutocompleteService, 'places.AutocompleteService');
  let predictions: google.maps.places.AutocompletePrediction[];
  try {
    ({ predictions } = await new AutocompleteService().getPlacePredictions({
      input,
      componentRestrictions: { country: 'gb' },
      locationBias,
    }));
  } catch (error) {
    if (statusOf(error) === 'ZERO_RESULTS') return [];
    throw error;
  }
  return Promise.all(
    predictions
      .slice(0, MAX_SUGGESTIONS)
      .map(async (prediction) =>
        withPostcode(
          prediction.description,
          await postcodeOnce(places, prediction.place_id, () => legacyPostcode(places, prediction.place_id)),
        ),
      ),
  );
}

function legacyPostcode(places: Places, placeId: string): Promise<string | undefined> {
  const { PlacesService } = places;
  assertMember(PlacesService, 'places.PlacesService');
  return new Promise((resolve, reject) => {
    // The legacy service wants an element to show attributions in; none are needed without a map.
    new PlacesService(document.createElement('div')).getDetails({ placeId, fields: ['address_components'] }, (place, status) => {
      if (String(status) !== 'OK' || !place) reject(new Error(`PlacesService.getDetails answered ${status}`));
      else resolve(postalCode(place.address_components?.map((c) => ({ types: c.types, text: c.long_name }))));
    });
  });
}
