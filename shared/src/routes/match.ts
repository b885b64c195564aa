import { generatePath, matchPath, type PathParam } from 'react-router-dom';
import { ROUTES, type RouteEntry, type RouteName } from './manifest';

export interface NamedRoute extends RouteEntry {
  name: RouteName;
}

/** The table's entries in its order, each with its name. */
export const ROUTE_LIST: readonly NamedRoute[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({ name, ...ROUTES[name] }));

/** A path without its query or hash, as the router matches it. */
const pathnameOf = (path: string) => path.split(/[?#]/)[0];

/** The page a location's path shows, matched by the router's own rule; null for an unknown path. */
export function findRoute(path: string): NamedRoute | null {
  const pathname = pathnameOf(path);
  return ROUTE_LIST.find((route) => matchPath(route.path, pathname)) ?? null;
}

/** Whether a path shows one of the named pages. */
export const isRouteOf = (path: string, names: readonly RouteName[]): boolean => {
  const name = findRoute(path)?.name;
  return name !== undefined && names.includes(name);
};

type ParamsOf<N extends RouteName> = PathParam<(typeof ROUTES)[N]['path']>;

/** A page's path, its parameters filled in and encoded: `pathTo('cardSuccess', { attempt })`. */
export function pathTo<N extends RouteName>(
  name: N,
  ...[params]: [ParamsOf<N>] extends [never] ? [] : [Record<ParamsOf<N>, string>]
): string {
  return generatePath(ROUTES[name].path, params as never);
}
