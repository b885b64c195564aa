import { fetchPlaceSuggestions, locationBias, withPostcode } from '../places';
import { currentPlaces, installMaps, legacyPlaces, mapsError, requests, fakeMapsPerTest, type FakePlace } from './fake-google-maps';

// product §7 and §10 "Without outside services": Places API (New) suggestions in the UK, biased 50 km around
// the visitor, each with its postcode; the legacy service only for old keys; a failure gives null (the box
// then offers the keyless suggestions) and is logged as a warning.

const TERMINAL_5: FakePlace = { placeId: 'lhr-t5', text: 'Heathrow Terminal 5, Hounslow, UK', postcode: 'TW6 2GA' };
const SAVOY: FakePlace = { placeId: 'savoy', text: 'The Savoy, Strand, London WC2R 0EZ, UK', postcode: 'WC2R 0EZ' };
const NO_POSTCODE: FakePlace = { placeId: 'thames', text: 'River Thames, UK' };
const OUTWARD_ONLY: FakePlace = {
  placeId: 'lhr-t5-station',
  text: 'Heathrow Terminal 5 Station, UK',
  postcode: 'TW6',
  postcodeType: 'postal_code_prefix',
};
const MANCHESTER = { lat: 53.48095, lon: -2.23743 };

const warn = fakeMapsPerTest();

describe('withPostcode', () => {
  it.each([
    ['Heathrow Terminal 5, Hounslow, UK', 'TW6 2GA', 'Heathrow Terminal 5, Hounslow, UK, TW6 2GA'],
    ['The Savoy, Strand, London WC2R 0EZ, UK', 'WC2R 0EZ', 'The Savoy, Strand, London WC2R 0EZ, UK'],
    ['the savoy, london wc2r 0ez', 'WC2R 0EZ', 'the savoy, london wc2r 0ez'],
    ['River Thames, UK', undefined, 'River Thames, UK'],
    ['River Thames, UK', '', 'River Thames, UK'],
  ])('%j with %j reads %j', (text, postcode, expected) => {
    expect(withPostcode(text, postcode)).toBe(expected);
  });
});

describe('locationBias', () => {
  it.each([
    [null, { center: { lat: 51.5074, lng: -0.1278 }, radius: 50_000 }],
    [MANCHESTER, { center: { lat: 53.48095, lng: -2.23743 }, radius: 50_000 }],
  ])('around %j is %j', (near, bias) => {
    expect(locationBias(near)).toEqual(bias);
  });
});

describe('fetchPlaceSuggestions', () => {
  it('is null, asking Google nothing, while Maps is not ready', async () => {
    expect(await fetchPlaceSuggestions('heathrow', null)).toBeNull();
  });

  it('asks Places (New) for UK places around the visitor and appends each postcode', async () => {
    installMaps({ places: currentPlaces([TERMINAL_5, SAVOY, NO_POSTCODE, OUTWARD_ONLY]) });
    expect(await fetchPlaceSuggestions('heathrow', MANCHESTER)).toEqual([
      'Heathrow Terminal 5, Hounslow, UK, TW6 2GA',
      'The Savoy, Strand, London WC2R 0EZ, UK',
      'River Thames, UK',
      'Heathrow Terminal 5 Station, UK, TW6',
    ]);
    expect(requests[0]).toEqual({
      call: 'fetchAutocompleteSuggestions',
      request: {
        input: 'heathrow',
        includedRegionCodes: ['gb'],
        locationBias: { center: { lat: 53.48095, lng: -2.23743 }, radius: 50_000 },
      },
    });
    expect(requests).toContainEqual({ call: 'fetchFields lhr-t5', request: { fields: ['addressComponents'] } });
    expect(warn()).not.toHaveBeenCalled();
  });

  it("shows five at most, and asks each place's postcode once however long the visitor types", async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ placeId: `p${i}`, text: `Place ${i}, UK`, postcode: `SW1A ${i}AA` }));
    installMaps({ places: currentPlaces(many) });
    expect(await fetchPlaceSuggestions('pla', null)).toHaveLength(5);
    expect(await fetchPlaceSuggestions('plac', null)).toEqual(many.slice(0, 5).map((p) => `${p.text}, ${p.postcode}`));
    expect(requests.filter((r) => r.call.startsWith('fetchFields'))).toHaveLength(5);
  });

  it('uses the legacy service, with the same bias and postcodes, when the key has no Places (New)', async () => {
    installMaps({ places: { ...currentPlaces([], mapsError('REQUEST_DENIED')), ...legacyPlaces([TERMINAL_5, OUTWARD_ONLY]) } });
    expect(await fetchPlaceSuggestions('heathrow', null)).toEqual([
      'Heathrow Terminal 5, Hounslow, UK, TW6 2GA',
      'Heathrow Terminal 5 Station, UK, TW6',
    ]);
    expect(requests.map((r) => r.call)).toEqual([
      'fetchAutocompleteSuggestions',
      'getPlacePredictions',
      'getDetails lhr-t5',
      'getDetails lhr-t5-station',
    ]);
    expect(requests[1].request).toEqual({
      input: 'heathrow',
      componentRestrictions: { country: 'gb' },
      locationBias: { center: { lat: 51.5074, lng: -0.1278 }, radius: 50_000 },
    });
    expect(warn()).toHaveBeenCalledWith(
      'Google Maps: address suggestions from Places API (New) AutocompleteSuggestion failed',
      expect.objectContaining({ code: 'REQUEST_DENIED' }),
    );
  });

  it('asks the legacy service straight away once Places (New) has refused the key, not on every keystroke', async () => {
    installMaps({ places: { ...currentPlaces([], mapsError('REQUEST_DENIED')), ...legacyPlaces([TERMINAL_5]) } });
    await fetchPlaceSuggestions('heath', null);
    await fetchPlaceSuggestions('heathrow', null);
    expect(requests.filter((r) => r.call === 'fetchAutocompleteSuggestions')).toHaveLength(1);
    expect(requests.filter((r) => r.call === 'getPlacePredictions')).toHaveLength(2);
    expect(warn()).toHaveBeenCalledTimes(1);
  });

  it('says which member is missing when a script has no AutocompleteSuggestion, and uses the legacy service', async () => {
    installMaps({ places: legacyPlaces([SAVOY]) });
    expect(await fetchPlaceSuggestions('savoy', null)).toEqual(['The Savoy, Strand, London WC2R 0EZ, UK']);
    expect(warn().mock.calls[0][1].message).toBe(
      'google.maps.places.AutocompleteSuggestion.fetchAutocompleteSuggestions is missing from the loaded Maps script',
    );
  });

  it.each([
    ['ZERO_RESULTS', []],
    ['OVER_QUERY_LIMIT', null],
    ['REQUEST_DENIED', null],
  ])('gives %s from the legacy service as %j', async (status, expected) => {
    installMaps({ places: { ...currentPlaces([], mapsError('PERMISSION_DENIED')), ...legacyPlaces([SAVOY], status) } });
    expect(await fetchPlaceSuggestions('zzz', null)).toEqual(expected);
  });

  it('is null when the places library itself does not load', async () => {
    installMaps({});
    expect(await fetchPlaceSuggestions('heathrow', null)).toBeNull();
    expect(warn()).toHaveBeenCalledTimes(2);
  });

  it('shows a suggestion without its postcode when its details fail', async () => {
    const library = currentPlaces([TERMINAL_5]);
    installMaps({ places: library });
    const { AutocompleteSuggestion } = library as {
      AutocompleteSuggestion: {
        fetchAutocompleteSuggestions: (r: unknown) => Promise<{ suggestions: { placePrediction: { toPlace: () => unknown } }[] }>;
      };
    };
    const original = AutocompleteSuggestion.fetchAutocompleteSuggestions;
    AutocompleteSuggestion.fetchAutocompleteSuggestions = async (request) => {
      const answer = await original(request);
      answer.suggestions[0].placePrediction.toPlace = () => ({
        fetchFields: async () => {
          throw mapsError('NOT_FOUND');
        },
      });
      return answer;
    };
    expect(await fetchPlaceSuggestions('heathrow 5', null)).toEqual(['Heathrow Terminal 5, Hounslow, UK']);
    expect(warn()).toHaveBeenCalledWith(
      'Google Maps: a suggestion is shown without its postcode',
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });
});
