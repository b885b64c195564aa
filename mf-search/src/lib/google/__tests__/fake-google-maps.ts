import { setMapsStatus } from '../maps-status';

// A small google.maps for jsdom, built per test from the documented shapes the site calls. Each
// library is what `google.maps.importLibrary(name)` answers; every request is kept in `requests`.
// The e2e specs use the fuller stand-in (e2e/fixtures/maps-stand-in/).

export type Library = Record<string, unknown>;
export const requests: { call: string; request: unknown }[] = [];

/** A rejected Maps call as Google rejects it: a MapsRequestError carrying the status `code`. */
export const mapsError = (code: string) => Object.assign(new Error(`${code}: the stand-in refuses`), { name: 'MapsRequestError', code });

/** Installs google.maps with these libraries and marks Maps ready; `globals` go on google.maps itself. */
export function installMaps(libraries: Record<string, Library>, globals: Library = {}) {
  requests.length = 0;
  const importLibrary = jest.fn(async (name: string) => {
    if (!libraries[name]) throw new Error(`The stand-in has no library "${name}"`);
    return libraries[name];
  });
  Object.assign(window, { google: { maps: { importLibrary, ...globals } } });
  setMapsStatus('ready');
}

export function uninstallMaps() {
  requests.length = 0;
  delete (window as { google?: unknown }).google;
  setMapsStatus('off');
}

/** For each test: console.warn silenced and recorded (a Maps failure warns), the fake removed after. */
export function fakeMapsPerTest(): () => jest.SpyInstance {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    uninstallMaps();
    warn.mockRestore();
  });
  return () => warn;
}

const record = <T>(call: string, request: unknown, answer: () => T): T => {
  requests.push({ call, request });
  return answer();
};

export interface FakePlace {
  placeId: string;
  text: string;
  postcode?: string;
  postcodeType?: 'postal_code' | 'postal_code_prefix';
}

/** Places API (New): AutocompleteSuggestion, PlacePrediction.toPlace().fetchFields. */
export const currentPlaces = (places: FakePlace[], failWith?: Error): Library => ({
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions: async (request: unknown) =>
      record('fetchAutocompleteSuggestions', request, () => {
        if (failWith) throw failWith;
        return {
          suggestions: places.map((place) => ({
            placePrediction: {
              placeId: place.placeId,
              text: { text: place.text, matches: [] },
              toPlace: () => ({
                fetchFields: async (fields: unknown) =>
                  record(`fetchFields ${place.placeId}`, fields, () => ({
                    place: {
                      addressComponents: place.postcode
                        ? [{ longText: place.postcode, shortText: place.postcode, types: [place.postcodeType ?? 'postal_code'] }]
                        : [],
                    },
                  })),
              }),
            },
          })),
        };
      }),
  },
});

/** The legacy AutocompleteService and PlacesService.getDetails (callback form, status strings). */
export const legacyPlaces = (places: FakePlace[], status = 'OK'): Library => ({
  AutocompleteService: class {
    async getPlacePredictions(request: unknown) {
      return record('getPlacePredictions', request, () => {
        if (status !== 'OK') throw mapsError(status);
        return { predictions: places.map((place) => ({ place_id: place.placeId, description: place.text })) };
      });
    }
  },
  PlacesService: class {
    getDetails(request: { placeId: string }, callback: (place: unknown, status: string) => void) {
      record(`getDetails ${request.placeId}`, request, () => undefined);
      const place = places.find((p) => p.placeId === request.placeId);
      callback(
        place
          ? { address_components: place.postcode ? [{ long_name: place.postcode, types: [place.postcodeType ?? 'postal_code'] }] : [] }
          : null,
        place ? 'OK' : 'NOT_FOUND',
      );
    }
  },
});

/** A LatLng: its coordinates are methods, as Google's are. */
export const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

/** The geocoding library: answers `results`, or rejects with `failWith`. */
export const geocoding = (results: { formatted_address: string; lat: number; lng: number }[], failWith?: Error): Library => ({
  Geocoder: class {
    async geocode(request: unknown) {
      return record('geocode', request, () => {
        if (failWith) throw failWith;
        return { results: results.map((r) => ({ formatted_address: r.formatted_address, geometry: { location: latLng(r.lat, r.lng) } })) };
      });
    }
  },
});
