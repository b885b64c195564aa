import { toPoint, type Point } from './geocoding';
import { googleMaps } from './maps-status';
import { assertMember, firstAnswer, mapsLibrary, statusOf } from './services';

export interface RouteShape {
  path: Point[];
  points: Point[];
}

type LatLngLike = Parameters<typeof toPoint>[0];
type Leg = { startLocation: LatLngLike; endLocation: LatLngLike };

/** The Routes library's Route class (2025), not yet in @types/google.maps 3.58. */
interface RouteClass {
  computeRoutes(request: object): Promise<{ routes: { path?: LatLngLike[]; legs?: Leg[] }[] }>;
}
type Routes = google.maps.RoutesLibrary & { Route?: RouteClass };

const DRIVING = 'DRIVING' as google.maps.TravelMode;
// An address Google cannot place, or no road between: an answer (no line), not a reason to ask elsewhere.
const NO_ROUTE = ['NOT_FOUND', 'ZERO_RESULTS'];
const orNoRoute = (error: unknown): null => {
  if (NO_ROUTE.includes(statusOf(error) ?? '')) return null;
  throw error;
};

/** Legs' ends: the pick-up, each stop and the drop-off, for the markers. */
const legPoints = (legs: Leg[]) =>
  legs.length ? [...legs.map((leg) => toPoint(leg.startLocation)), toPoint(legs[legs.length - 1].endLocation)] : [];

/**
 * The driving route (product §10 "Without outside services"): the Routes library first, the legacy
 * DirectionsService for old keys. Null when neither answers (each failure logged): the preview then shows the
 * plain journey summary.
 */
export async function computeRoute(origin: string, destination: string, stops: string[]): Promise<RouteShape | null> {
  if (!googleMaps()) return null;
  const answer = await firstAnswer('the route for the map', [
    {
      name: 'the Routes library (Route.computeRoutes)',
      run: async () => currentRoute(await mapsLibrary<Routes>('routes'), origin, destination, stops),
    },
    { name: 'the legacy DirectionsService', run: async () => legacyRoute(await mapsLibrary<Routes>('routes'), origin, destination, stops) },
  ]);
  return answer;
}

async function currentRoute({ Route }: Routes, origin: string, destination: string, stops: string[]): Promise<RouteShape | null> {
  assertMember(Route?.computeRoutes, 'routes.Route.computeRoutes');
  const answer = await Route.computeRoutes({
    origin,
    destination,
    travelMode: 'DRIVING',
    region: 'gb',
    fields: ['path', 'legs'],
    intermediates: stops.map((location) => ({ location })),
  }).catch(orNoRoute);
  const route = answer?.routes[0];
  return route ? { path: (route.path ?? []).map(toPoint), points: legPoints(route.legs ?? []) } : null;
}

async function legacyRoute(
  { DirectionsService }: Routes,
  origin: string,
  destination: string,
  stops: string[],
): Promise<RouteShape | null> {
  assertMember(DirectionsService, 'routes.DirectionsService');
  const answer = await new DirectionsService()
    .route({
      origin,
      destination,
      travelMode: DRIVING,
      region: 'gb',
      waypoints: stops.map((location) => ({ location, stopover: true })),
    })
    .catch(orNoRoute);
  const route = answer?.routes[0];
  if (!route) return null;
  return {
    path: route.overview_path.map(toPoint),
    points: legPoints(route.legs.map((leg) => ({ startLocation: leg.start_location, endLocation: leg.end_location }))),
  };
}
