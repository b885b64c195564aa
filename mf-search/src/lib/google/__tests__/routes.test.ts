import { computeRoute } from '../routes';
import { installMaps, latLng, mapsError, requests, fakeMapsPerTest, type Library } from './fake-google-maps';

// The map's route (product §10 "Without outside services"): the Routes library's Route.computeRoutes, the
// legacy DirectionsService for old keys, null (the preview shows the summary) when neither answers.

const HEATHROW = { lat: 51.4703, lng: -0.4543 };
const SAVOY = { lat: 51.5103, lng: -0.1205 };
const STOP = { lat: 51.49, lng: -0.3 };

// The Routes library answers LatLngAltitude points: plain numbers.
const currentRoutes = (failWith?: Error): Library => ({
  Route: {
    computeRoutes: async (request: unknown) => {
      requests.push({ call: 'computeRoutes', request });
      if (failWith) throw failWith;
      return {
        routes: [
          {
            path: [HEATHROW, STOP, SAVOY],
            legs: [
              { startLocation: HEATHROW, endLocation: STOP },
              { startLocation: STOP, endLocation: SAVOY },
            ],
          },
        ],
      };
    },
  },
});
// The DirectionsService answers LatLng objects (methods).
const legacyRoutes = (failWith?: Error): Library => ({
  DirectionsService: class {
    async route(request: unknown) {
      requests.push({ call: 'route', request });
      if (failWith) throw failWith;
      const at = (p: { lat: number; lng: number }) => latLng(p.lat, p.lng);
      return { routes: [{ overview_path: [at(HEATHROW), at(SAVOY)], legs: [{ start_location: at(HEATHROW), end_location: at(SAVOY) }] }] };
    }
  },
});

const warn = fakeMapsPerTest();

it('asks the Routes library for a driving route through the stops, and marks each end of each leg', async () => {
  installMaps({ routes: { ...currentRoutes(), ...legacyRoutes() } });
  expect(await computeRoute('Heathrow', 'The Savoy', ['Hounslow TW3'])).toEqual({
    path: [HEATHROW, STOP, SAVOY],
    points: [HEATHROW, STOP, SAVOY],
  });
  expect(requests).toEqual([
    {
      call: 'computeRoutes',
      request: {
        origin: 'Heathrow',
        destination: 'The Savoy',
        travelMode: 'DRIVING',
        region: 'gb',
        fields: ['path', 'legs'],
        intermediates: [{ location: 'Hounslow TW3' }],
      },
    },
  ]);
});

it.each([
  ['refuses the key', currentRoutes(mapsError('PERMISSION_DENIED')), 'the Routes library (Route.computeRoutes)'],
  ['is missing from the script', {}, 'the Routes library (Route.computeRoutes)'],
])('uses the legacy DirectionsService when the Routes library %s', async (_case, current, failed) => {
  installMaps({ routes: { ...current, ...legacyRoutes() } });
  expect(await computeRoute('Heathrow', 'The Savoy', ['Hounslow TW3'])).toEqual({ path: [HEATHROW, SAVOY], points: [HEATHROW, SAVOY] });
  expect(requests.at(-1)).toEqual({
    call: 'route',
    request: {
      origin: 'Heathrow',
      destination: 'The Savoy',
      travelMode: 'DRIVING',
      region: 'gb',
      waypoints: [{ location: 'Hounslow TW3', stopover: true }],
    },
  });
  expect(warn().mock.calls[0][0]).toBe(`Google Maps: the route for the map from ${failed} failed`);
});

it('is null, with a warning for each service, when neither answers', async () => {
  installMaps({ routes: { ...currentRoutes(mapsError('OVER_QUERY_LIMIT')), ...legacyRoutes(mapsError('OVER_QUERY_LIMIT')) } });
  expect(await computeRoute('Heathrow', 'The Savoy', [])).toBeNull();
  expect(warn()).toHaveBeenCalledTimes(2);
});

it('is null, asking nothing, while Maps is not ready', async () => {
  expect(await computeRoute('Heathrow', 'The Savoy', [])).toBeNull();
  expect(requests).toEqual([]);
});

it.each([['NOT_FOUND'], ['ZERO_RESULTS']])(
  'takes %s (an address Google cannot place) as no route, without asking the legacy service',
  async (status) => {
    installMaps({ routes: { ...currentRoutes(mapsError(status)), ...legacyRoutes() } });
    expect(await computeRoute('Nowhere in particular', 'The Savoy', [])).toBeNull();
    expect(requests.map((r) => r.call)).toEqual(['computeRoutes']);
    expect(warn()).not.toHaveBeenCalled();
  },
);
