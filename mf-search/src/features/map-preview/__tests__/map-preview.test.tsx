import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@booking/shared/testing';
import { installMaps, mapsError, uninstallMaps, type Library } from '../../../lib/google/__tests__/fake-google-maps';
import { MapPreview } from '../map-preview';
import type { JourneyPreview } from '../model/journey-preview';

// product §2 / 9: with Maps ready, a 200 px map with the route and a marker at each end of each leg; the
// plain journey summary whenever Maps gives no map or no route (product §10 "Without outside services": a
// Maps failure leaves the keyless preview), with a warning naming what failed.

const JOURNEY: JourneyPreview = {
  pickup: 'Heathrow Terminal 5, TW6 2GA',
  stops: ['Hounslow TW3'],
  dropoff: 'The Savoy, WC2R 0EZ',
  when: '',
};
const HEATHROW = { lat: 51.4703, lng: -0.4543 };
const HOUNSLOW = { lat: 51.4668, lng: -0.3617 };
const SAVOY = { lat: 51.5103, lng: -0.1205 };

// What @react-google-maps/api builds the map with, recording what it is given.
const drawn = { markers: new Set<{ label?: string; position?: unknown }>(), lines: new Set<{ path?: unknown }>() };
class FakeMap {
  setOptions() {}
  setCenter() {}
  setZoom() {}
}
class Overlay<T extends object> {
  shown: T = {} as T;
  constructor(
    private readonly kind: Set<T>,
    { map, ...options }: T & { map?: unknown },
  ) {
    Object.assign(this.shown, options);
    this.setMap(map);
  }
  setMap(map: unknown) {
    if (map) this.kind.add(this.shown);
    else this.kind.delete(this.shown);
  }
  setOptions() {}
}
const mapClasses = {
  Map: FakeMap,
  Marker: class extends Overlay<{ label?: string; position?: unknown }> {
    constructor(options: object) {
      super(drawn.markers, options);
    }
    setPosition(position: unknown) {
      this.shown.position = position;
    }
    setLabel(label: string) {
      this.shown.label = label;
    }
    setAnimation() {}
  },
  Polyline: class extends Overlay<{ path?: unknown }> {
    constructor(options: object) {
      super(drawn.lines, options);
    }
    setPath(path: unknown) {
      this.shown.path = path;
    }
  },
  event: { addListener: () => ({ remove() {} }), removeListener() {} },
};

const routes = (answer: 'route' | Error): Library => ({
  Route: {
    computeRoutes: async () => {
      if (answer instanceof Error) throw answer;
      return {
        routes: [
          {
            path: [HEATHROW, HOUNSLOW, SAVOY],
            legs: [
              { startLocation: HEATHROW, endLocation: HOUNSLOW },
              { startLocation: HOUNSLOW, endLocation: SAVOY },
            ],
          },
        ],
      };
    },
  },
});

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  drawn.markers.clear();
  drawn.lines.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error');
});
afterEach(() => {
  uninstallMaps();
  warn.mockRestore();
  error.mockRestore();
});

it('draws the route with a marker at the pick-up, the stop and the drop-off', async () => {
  installMaps({ maps: {}, marker: {}, routes: routes('route') }, mapClasses);
  renderWithProviders(<MapPreview journey={JOURNEY} />);
  expect(await screen.findByRole('region', { name: 'Journey map' })).toBeInTheDocument();
  expect([...drawn.markers]).toEqual([
    { label: 'A', position: HEATHROW },
    { label: 'B', position: HOUNSLOW },
    { label: 'C', position: SAVOY },
  ]);
  expect([...drawn.lines].map((line) => line.path)).toEqual([[HEATHROW, HOUNSLOW, SAVOY]]);
  // A call the fake lacks would throw in an effect after the first paint: the map must still be there.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('region', { name: 'Journey map' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Journey summary' })).not.toBeInTheDocument();
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});

it.each([
  [
    'no route answers',
    { maps: {}, marker: {}, routes: routes(mapsError('OVER_QUERY_LIMIT')) },
    mapClasses,
    'Google Maps: the route for the map from the Routes library (Route.computeRoutes) failed',
  ],
  [
    'the script has no Map class',
    { maps: {}, marker: {}, routes: routes('route') },
    { ...mapClasses, Map: undefined },
    'Google Maps: the map from the maps and marker libraries failed',
  ],
  [
    'the marker library does not load',
    { maps: {}, routes: routes('route') },
    mapClasses,
    'Google Maps: the map from the maps and marker libraries failed',
  ],
])('shows the journey summary when %s, and says why', async (_case, libraries, globals, why) => {
  installMaps(libraries, globals);
  renderWithProviders(<MapPreview journey={JOURNEY} />);
  expect(screen.getByRole('region', { name: 'Journey summary' })).toHaveTextContent('Heathrow Terminal 5, TW6 2GA');
  await waitFor(() => expect(warn).toHaveBeenCalledWith(why, expect.any(Error)), { timeout: 2000 });
  expect(screen.getByRole('region', { name: 'Journey summary' })).toHaveTextContent('The Savoy, WC2R 0EZ');
  expect(screen.queryByRole('region', { name: 'Journey map' })).not.toBeInTheDocument();
});

it('names the missing class in its warning', async () => {
  installMaps({ maps: {}, marker: {}, routes: routes('route') }, { ...mapClasses, Polyline: undefined });
  renderWithProviders(<MapPreview journey={JOURNEY} />);
  await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 2000 });
  expect(warn.mock.calls[0][1].message).toBe('google.maps.Polyline is missing from the loaded Maps script');
});
