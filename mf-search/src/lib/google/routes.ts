import { googleMaps } from './maps-status';

export type Point = google.maps.LatLngLiteral;
export interface RouteShape { path: Point[]; points: Point[] }

type LatLngLike = { lat: number | (() => number); lng: number | (() => number) };
const toPoint = (p: LatLngLike): Point => ({
  lat: typeof p.lat === 'function' ? p.lat() : p.lat,
  lng: typeof p.lng === 'function' ? p.lng() : p.lng,
});

interface RoutesLibrary {
  Route?: {
    computeRoutes(request: object): Promise<{ routes: { path?: LatLngLike[]; legs?: { startLocation: LatLngLike; endLocation: LatLngLike }[] }[] }>;
  };
}

/** Legs' ends: the pick-up, each stop and the drop-off, for the markers. */
const legPoints = (legs: { startLocation: LatLngLike; endLocation: LatLngLike }[]) =>
  legs.length ? [...legs.map((leg) => toPoint(leg.startLocation)), toPoint(legs[legs.length - 1].endLocation)] : [];

/**
 * The driving route (DECISIONS): the Routes library first, the legacy DirectionsService only for
 * old keys. Null when neither answers (logged; the map then shows no line).
 */
export async function computeRoute(origin: string, destination: string, stops: string[]): Promise<RouteShape | null> {
  const maps = googleMaps();
  if (!maps) return null;
  try {
    const { Route } = (await maps.importLibrary('routes')) as RoutesLibrary;
    if (Route) {
      const { routes } = await Route.computeRoutes({
        origin, destination, travelMode: 'DRIVING', region: 'gb', fields: ['path', 'legs'],
        intermediates: stops.map((location) => ({ location })),
      });
      const route = routes[0];
      return route ? { path: (route.path ?? []).map(toPoint), points: legPoints(route.legs ?? []) } : null;
    }
    const result = await new maps.DirectionsService().route({
      origin, destination, travelMode: maps.TravelMode.DRIVING, region: 'gb',
      waypoints: stops.map((location) => ({ location, stopover: true })),
    });
    const route = result.routes[0];
    if (!route) return null;
    return {
      path: route.overview_path.map(toPoint),
      points: legPoints(route.legs.map((leg) => ({ startLocation: leg.start_location, endLocation: leg.end_location }))),
    };
  } catch (error) {
    console.warn('No route for the map preview', error);
    return null;
  }
}

/** One address as a point (the hourly pickup marker). */
export async function geocodePoint(address: string): Promise<Point | null> {
  const maps = googleMaps();
  if (!maps) return null;
  try {
    const { results } = await new maps.Geocoder().geocode({ address, region: 'gb' });
    return results[0] ? toPoint(results[0].geometry.location) : null;
  } catch (error) {
    console.warn('Could not place the pickup on the map', error);
    return null;
  }
}
