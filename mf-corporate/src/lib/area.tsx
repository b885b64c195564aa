import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useHref } from 'react-router-dom';
import type { RouteName, ROUTES } from '@booking/shared/domain';
import { DEFAULT_SETTINGS, type AreaSettings } from './area-options';

// What the host tells the area (the exposed entry's props, checked), read by every screen of it.
// Its paths are paths of the router the area renders in: below the host router's basename, if any.
export interface AreaOptions {
  /** Where the area lives in the host's router: '' for our shell, '/corporate' in a portal. */
  basePath: string;
  /** Where Book Now leads (product §10 "Routes": the public search, '/' by default). */
  bookNowPath: string;
  /** Where the sidebar's logo, the sign-in's way back and a sign-out with no hook lead ('/' by default). */
  homePath: string;
  /** Called after sign-out in place of going to `homePath`. */
  onSignOut?: () => void;
  /** The operator's currency, rounding and name (the host's `settings`, or our shell's stored ones). */
  settings: AreaSettings;
}

export const DEFAULT_AREA_OPTIONS: AreaOptions = { basePath: '', bookNowPath: '/', homePath: '/', settings: DEFAULT_SETTINGS };

type CorporateRoutePath = {
  [N in RouteName]: (typeof ROUTES)[N]['mounts'][0]['remote'] extends 'mf_corporate' ? (typeof ROUTES)[N]['path'] : never;
}[RouteName];
type BelowRoot<P> = P extends `/${infer Page}` ? Page : never;
/** The area's pages: the route manifest's mf_corporate paths, below the base path ('login', 'bookings' ...). */
export type AreaPage = BelowRoot<CorporateRoutePath>;

/** '/portal/corporate/' -> '/portal/corporate'; '' or '/' -> ''. */
export function normaliseBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The area's page for a pathname under the base path (case-insensitive, trailing slashes ignored),
 * else null. The base path itself ('/portal/corporate', '/portal/corporate/') is the page '', which
 * opens the bookings.
 */
export function pageAt(pathname: string, basePath: string): AreaPage | string | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const base = normaliseBasePath(basePath).toLowerCase();
  if (path === base) return '';
  if (!path.startsWith(`${base}/`)) return null;
  return path.slice(base.length + 1);
}

/**
 * A path as the address bar shows it ('/portal/corporate/bookings') as a path of the router whose
 * basename is `basename` ('/corporate/bookings'), case-insensitively as react-router matches it;
 * null when the path is not under the basename.
 */
export function belowBasename(sitePath: string, basename: string): string | null {
  const base = normaliseBasePath(basename);
  if (!base) return sitePath;
  if (sitePath.slice(0, base.length).toLowerCase() !== base.toLowerCase()) return null;
  const rest = sitePath.slice(base.length);
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return `/${rest}`;
  return rest.startsWith('/') ? rest : null;
}

/** The basename of the router around the area ('' for none; a hash router's paths are its own). */
function useRouterBasename(): string {
  const root = useHref('/');
  return root.includes('#') ? '' : normaliseBasePath(root);
}

const AreaContext = createContext<AreaOptions>(DEFAULT_AREA_OPTIONS);

export function AreaProvider({ options, children }: { options: AreaOptions; children: ReactNode }) {
  const value = useMemo(() => ({ ...options, basePath: normaliseBasePath(options.basePath) }), [options]);
  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}

/**
 * The host's options; the area's own paths in the router ('/bookings', '/corporate/bookings'); and
 * the sign-in `redirect`, which is a path as the address bar shows it (under the router's basename).
 */
export function useArea() {
  const options = useContext(AreaContext);
  const basename = useRouterBasename();
  return useMemo(
    () => ({
      ...options,
      path: (page: AreaPage) => `${options.basePath}/${page}`,
      /** A router path ('/corporate/bookings') as the site's path ('/portal/corporate/bookings'). */
      sitePath: (routerPath: string) => `${basename}${routerPath}`,
      /** A site path as a router path, or null when it is outside the router's basename. */
      routerPath: (sitePath: string) => belowBasename(sitePath, basename),
    }),
    [options, basename],
  );
}
